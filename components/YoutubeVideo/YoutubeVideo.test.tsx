// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentFieldsValidator } from '../../runtime/config/schemaValidator';
import { chromeOf, editableImage } from '../../tests/fixtures/editableMarkup';
import { layoutWith, renderSitePage } from '../../tests/render/renderSitePage';
import type { YoutubeVideoFields } from './fields.generated';
import type { YoutubeVideoData } from './YoutubeVideo';
import fieldsSchema from './youtubeVideo.schema.json';

const VIDEO_ID = 'aqz-KE-bpKQ';

function renderVideo(fields: YoutubeVideoFields, data?: YoutubeVideoData, pageEditing = false) {
  const layout = layoutWith([{ uid: 'video', componentName: 'YoutubeVideo', fields }], { pageEditing });
  const route = layout.sitecore.route;
  if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
  return renderSitePage(layout, { renderingData: { data: data ? { video: data } : {}, failed: [] } });
}

/** Every URL the block's markup points at (src, srcset, href, inline styles). */
const urlsIn = (container: HTMLElement) =>
  [...container.querySelectorAll('*')].flatMap((element) =>
    ['src', 'srcset', 'href', 'style', 'poster'].map((name) => element.getAttribute(name) ?? ''),
  );

describe('YoutubeVideo field schema', () => {
  it('accepts an 11-character video id and the other fields', () => {
    const validate = componentFieldsValidator(fieldsSchema);
    expect(
      validate({
        YoutubeID: { value: VIDEO_ID },
        Title: { value: 'Nya XC90' },
        HasControlBar: { value: true },
        Poster: { value: { src: '/-/media/hero/group-desktop.jpg', alt: '' } },
      } satisfies YoutubeVideoFields),
    ).toBe(true);
    expect(validate({ YoutubeID: { value: 'https://youtu.be/aqz-KE-bpKQ' } })).toBe(false);
    expect(validate({ Autoplay: { value: true } })).toBe(false);
  });
});

describe('YoutubeVideo', () => {
  it('renders nothing without a video id', () => {
    const { container } = renderVideo({ Title: { value: 'Ingen video' } });
    expect(container.querySelector('section')).toBeNull();
  });

  it('loads nothing from YouTube before play: a themed poster with the title and a play button', () => {
    const { container } = renderVideo({ YoutubeID: { value: VIDEO_ID }, Title: { value: 'Nya XC90' } });
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(urlsIn(container).some((url) => /youtube|ytimg/.test(url))).toBe(false);
    const play = screen.getByRole('button', { name: 'Spela upp video' });
    expect(play.getAttribute('aria-describedby')).toBe(screen.getByText('Nya XC90').id);
  });

  it('shows the local poster image with its blur placeholder', () => {
    const blur = 'data:image/jpeg;base64,AAAA';
    const { container } = renderVideo(
      {
        YoutubeID: { value: VIDEO_ID },
        Poster: { value: { src: '/-/media/hero/group-desktop.jpg', alt: 'Bil' } },
      },
      { posterBlurDataUrl: blur },
    );
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toContain(encodeURIComponent('/-/media/hero/group-desktop.jpg'));
    expect(image.style.backgroundImage).toContain(blur);
    expect(urlsIn(container).some((url) => /youtube|ytimg/.test(url))).toBe(false);
  });

  it('play loads the privacy-enhanced player, without the control bar unless HasControlBar, and focuses it', () => {
    const { container } = renderVideo({ YoutubeID: { value: VIDEO_ID }, Title: { value: 'Nya XC90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spela upp video' }));
    const frame = container.querySelector('iframe') as HTMLIFrameElement;
    const url = new URL(frame.src);
    expect(`${url.origin}${url.pathname}`).toBe(`https://www.youtube-nocookie.com/embed/${VIDEO_ID}`);
    expect(url.searchParams.get('controls')).toBe('0');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(frame.title).toBe('Nya XC90');
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button', { name: 'Spela upp video' })).toBeNull();
  });

  it('shows the control bar when HasControlBar is checked', () => {
    const { container } = renderVideo({ YoutubeID: { value: VIDEO_ID }, HasControlBar: { value: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Spela upp video' }));
    expect(
      new URL((container.querySelector('iframe') as HTMLIFrameElement).src).searchParams.get('controls'),
    ).toBe('1');
  });

  it('uses the market dictionary', () => {
    const layout = layoutWith([
      { uid: 'v', componentName: 'YoutubeVideo', fields: { YoutubeID: { value: VIDEO_ID } } },
    ]);
    const route = layout.sitecore.route;
    if (route) route.placeholders = { header: [], footer: [], ...route.placeholders };
    renderSitePage(layout, { dictionary: { videoPlay: 'Play video' } });
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
  });
});

describe('YoutubeVideo in the page editor', () => {
  it("gives editors the poster field's chrome, and still loads nothing from YouTube", () => {
    const poster = editableImage('video-poster', { src: '/-/media/video/poster.jpg', alt: '' });
    const { container } = renderVideo({ YoutubeID: { value: VIDEO_ID }, Poster: poster }, undefined, true);
    expect(chromeOf(container, 'video-poster')).not.toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
