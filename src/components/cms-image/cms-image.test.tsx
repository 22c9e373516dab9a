import React from 'react';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from '@site/test-utils/static-markup';
import { CmsImage } from './cms-image';

const cover = {
  url: '/media/cover-640w-aaaaaaaaaa.jpg',
  width: 640,
  height: 360,
  srcSet: '/media/cover-320w-aaaaaaaaaa.jpg 320w, /media/cover-640w-aaaaaaaaaa.jpg 640w',
  sources: [
    {
      type: 'image/webp',
      srcSet: '/media/cover-320w-bbbbbbbbbb.webp 320w, /media/cover-640w-bbbbbbbbbb.webp 640w',
    },
  ],
};

describe('CmsImage', () => {
  it('offers WebP first and the original format to every browser, with its size, lazily', () => {
    const html = renderToStaticMarkup(<CmsImage image={cover} alt="A wafer" sizes="850px" />);
    expect(html).toBe(
      '<picture>' +
        '<source type="image/webp" srcSet="/media/cover-320w-bbbbbbbbbb.webp 320w, /media/cover-640w-bbbbbbbbbb.webp 640w" sizes="850px"/>' +
        '<img src="/media/cover-640w-aaaaaaaaaa.jpg" srcSet="/media/cover-320w-aaaaaaaaaa.jpg 320w, /media/cover-640w-aaaaaaaaaa.jpg 640w" sizes="850px" width="640" height="360" alt="A wafer" loading="lazy" decoding="async"/>' +
        '</picture>',
    );
  });

  it('loads the first picture of a page at once, before other images', () => {
    render(<CmsImage image={cover} alt="A wafer" sizes="850px" priority="high" />);
    const img = screen.getByRole('img', { name: 'A wafer' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('decoding');
  });

  it('shows a plain image when it has only an address (a preview of a draft)', () => {
    const html = renderToStaticMarkup(
      <CmsImage
        image={{ url: 'https://cms.example.com/uploads/draft.png' }}
        alt=""
        sizes="160px"
        priority="eager"
      />,
    );
    expect(html).toBe(
      '<img src="https://cms.example.com/uploads/draft.png" alt="" loading="eager" decoding="async"/>',
    );
  });
});
