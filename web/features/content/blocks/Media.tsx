import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InformationBlok, PhotoBlok, VideoBlok } from '../../../../shared/content/story-types';
import { Icon } from '../../../ui/icons/Icon';
import { Image } from '../../../ui/image';
import { Link } from '../../../ui/Link';
import type { BlockProps } from '../block-types';
import { isSelfHostedPath } from '../links';
import { useWarnOnce } from '../log';
import { RichText } from '../rich-text/RichText';
import { assetImage, BlockLink, hasLink, iconName, text } from './parts';
import './media.css';

function aspectOf(value: unknown): string {
  return typeof value === 'string' && /^\d+(\.\d+)?\/\d+(\.\d+)?$/.test(value.replace(/\s/g, ''))
    ? value.replace(/\s/g, '')
    : '1/1';
}

/** One photo with an optional caption, optionally linked. */
export function PhotoBlock({ blok, priority = false }: BlockProps<PhotoBlok>) {
  const image = assetImage(blok.image);
  if (!image) return null;
  const caption = text(blok.caption);
  const picture = (
    <Image
      src={image.src}
      alt={image.alt}
      aspect={aspectOf(blok.aspectRatio)}
      sizes="(min-width: 1300px) 1208px, 100vw"
      priority={priority}
    />
  );
  return (
    <figure className="photo-block">
      {hasLink(blok.link) ? (
        <BlockLink link={blok.link} className="photo-block__link">
          {picture}
        </BlockLink>
      ) : (
        picture
      )}
      {caption ? <figcaption className="photo-block__caption">{caption}</figcaption> : null}
    </figure>
  );
}

/** An info box: icon, optional heading, rich text. */
export function Information({ blok }: BlockProps<InformationBlok>) {
  const variant = blok.variant === 'success' || blok.variant === 'warning' ? blok.variant : 'info';
  const fallback = variant === 'success' ? 'check' : 'info';
  const headline = text(blok.headline);
  return (
    <div className={`info-box info-box--${variant}`} role="note" aria-label={headline || undefined}>
      <Icon name={iconName(blok.icon, fallback)} size={28} className="info-box__icon" />
      <div className="info-box__body">
        {headline ? <p className="info-box__title">{headline}</p> : null}
        <RichText doc={blok.text} />
      </div>
    </div>
  );
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** A YouTube id from an id or a watch, share, embed or shorts URL. */
export function youtubeIdOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (YOUTUBE_ID.test(v)) return v;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/**
 * A video without third-party requests until the shopper asks: the poster and a play button.
 * A self-hosted file then plays in a <video>; YouTube is a link out (the CSP allows no
 * third-party frames, and nothing reaches YouTube before the click).
 */
export function VideoBlock({ blok, priority = false }: BlockProps<VideoBlok>) {
  const { t } = useTranslation();
  const warn = useWarnOnce();
  const [playing, setPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  // The play button is gone once the video is there: keep keyboard focus on the player.
  useEffect(() => {
    if (playing) videoRef.current?.focus();
  }, [playing]);
  const title = text(blok.title);
  const caption = text(blok.caption);
  const poster = assetImage(blok.poster);
  const file = blok.video?.filename;
  const selfHosted = isSelfHostedPath(file) ? file : undefined;
  const youtube = selfHosted ? undefined : youtubeIdOf(blok.youtube);
  if (!selfHosted && !youtube) {
    warn(`video:${blok._uid}`, 'video block without a playable source', { uid: blok._uid });
  }
  const label = title || t('blocks.video.untitled');
  const posterImage = poster ? (
    <Image
      src={poster.src}
      alt=""
      aspect="16/9"
      sizes="(min-width: 1300px) 1208px, 100vw"
      priority={priority}
    />
  ) : (
    <span className="video-block__blank" />
  );

  let stage: ReactNode;
  if (selfHosted && playing) {
    stage = (
      // biome-ignore lint/a11y/useMediaCaption: editors upload no caption tracks yet; the title names the video.
      <video
        ref={videoRef}
        className="video-block__video"
        src={selfHosted}
        poster={poster ? poster.src : undefined}
        controls
        autoPlay
        playsInline
        preload="metadata"
        aria-label={label}
      >
        <a href={selfHosted}>{t('blocks.video.download')}</a>
      </video>
    );
  } else if (selfHosted) {
    stage = (
      <>
        {posterImage}
        <button type="button" className="video-block__play" onClick={() => setPlaying(true)}>
          <span className="video-block__play-icon" aria-hidden="true" />
          <span className="visually-hidden">{t('blocks.video.play', { title: label })}</span>
        </button>
      </>
    );
  } else if (youtube) {
    stage = (
      <>
        {posterImage}
        <Link
          href={`https://www.youtube.com/watch?v=${youtube}`}
          allowExternal
          target="_blank"
          className="video-block__play video-block__play--external"
        >
          <Icon name="youtube" size={36} />
          <span className="video-block__external-text">{t('blocks.video.youtube')}</span>
          <span className="visually-hidden">
            {label} – {t('blocks.video.newWindow')}
          </span>
        </Link>
      </>
    );
  } else {
    stage = posterImage;
  }

  return (
    <figure className="video-block">
      <div className="video-block__stage">{stage}</div>
      {title || caption || youtube ? (
        <figcaption className="video-block__caption">
          {title ? <strong className="video-block__title">{title}</strong> : null}
          {caption ? <span>{caption}</span> : null}
          {youtube ? <span className="video-block__privacy">{t('blocks.video.privacy')}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
