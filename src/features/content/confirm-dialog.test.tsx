import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('confirms with the confirm button and cancels with a backdrop click', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { container } = render(
      <ConfirmDialog
        title="Leave?"
        message="Sure?"
        confirmLabel="Go"
        cancelLabel="Stay"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('alertdialog'));
    expect(onCancel).not.toHaveBeenCalled();
    // The dialog renders at the end of <body>, outside the component's container.
    expect(container).toBeEmptyDOMElement();
    await user.click(screen.getByRole('alertdialog').parentElement as HTMLElement);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside, starts on Cancel, and Escape cancels', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    render(
      <>
        <button type="button">outside</button>
        <ConfirmDialog
          title="Leave?"
          message="Sure?"
          confirmLabel="Go"
          cancelLabel="Stay"
          onConfirm={jest.fn()}
          onCancel={onCancel}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
