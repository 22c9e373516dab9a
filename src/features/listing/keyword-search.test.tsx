import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/test-utils/render-with-providers';
import { KeywordSearch } from './keyword-search';

function renderSearch(required: boolean, onSearch = jest.fn(), value = '') {
  renderWithProviders(
    <KeywordSearch
      label="Search articles"
      button="Search"
      placeholder="e.g. SiC"
      value={value}
      required={required}
      onSearch={onSearch}
    />,
    { locale: 'en' },
  );
  return onSearch;
}

test('an empty keyword is refused with the required message', async () => {
  const onSearch = renderSearch(true);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a keyword.');
  expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute('aria-invalid', 'true');
  expect(onSearch).not.toHaveBeenCalled();
});

test('typing clears the message and a keyword is searched trimmed', async () => {
  const onSearch = renderSearch(true);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search articles' }), '  SiC  {Enter}');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(onSearch).toHaveBeenCalledWith('SiC');
});

test('where a keyword is optional, an empty search clears it', async () => {
  const onSearch = renderSearch(false, jest.fn(), 'power');
  const box = screen.getByRole('searchbox', { name: 'Search articles' });
  expect(box).toHaveValue('power');
  await userEvent.clear(box);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(onSearch).toHaveBeenCalledWith(undefined);
});

test('the message is translated', async () => {
  renderWithProviders(
    <KeywordSearch label="検索" button="検索する" placeholder="" value="" required onSearch={jest.fn()} />,
    {
      locale: 'jp',
    },
  );
  await userEvent.click(screen.getByRole('button', { name: '検索する' }));
  expect(screen.getByRole('alert')).toHaveTextContent('キーワード');
});
