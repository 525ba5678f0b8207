import { useTranslation } from 'react-i18next';
import { useApplicationImage } from '../hooks/use-application-image';

function Thumbnail({ participationId, seq }: { participationId: number; seq: number }) {
  const { t } = useTranslation('promo');
  const image = useApplicationImage(participationId, seq);
  const label = t('rewards.imageOf', { n: seq });
  if (image.status === 'ready') {
    return (
      // Opens the full picture; a link, so it is reachable with the keyboard.
      <a className="rewards-thumbs__link" href={image.url} target="_blank" rel="noreferrer">
        <img className="rewards-thumbs__img" src={image.url} alt={label} />
      </a>
    );
  }
  return (
    <span className="rewards-thumbs__placeholder" role="img" aria-label={label}>
      {image.status === 'failed' ? t('rewards.imageUnavailable') : null}
    </span>
  );
}

/** The images the member sent with an application, as thumbnails (their own only). */
export function ApplicationImages({
  participationId,
  count,
}: {
  participationId: number;
  count: number;
}) {
  return (
    <ul className="rewards-thumbs">
      {Array.from({ length: count }, (_, index) => (
        <li key={index + 1}>
          <Thumbnail participationId={participationId} seq={index + 1} />
        </li>
      ))}
    </ul>
  );
}
