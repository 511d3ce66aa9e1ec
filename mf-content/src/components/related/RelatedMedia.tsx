import { formatBerlinDay } from '@amb/shared-contracts/core';
import { videoDurationText } from '@amb/shared-contracts/content';
import { Link } from '@amb/remote-kit';
import { useSiteLink } from '../../siteLinks';
import { useGetRelatedNewsQuery, useGetRelatedVideosQuery } from './relatedApi';

/**
 * "Aktuelle News zum Thema" and "Videos zum Thema" under an item's related content. A failed or empty answer
 * shows nothing: the page is whole without them.
 */
export function RelatedMedia({ contentId }: { contentId: number }) {
  const siteLink = useSiteLink();
  const news = useGetRelatedNewsQuery({ contentId }).currentData?.items ?? [];
  const videos = useGetRelatedVideosQuery({ contentId }).currentData?.items ?? [];
  return (
    <>
      {news.length > 0 ? (
        <section className="cnt-related" aria-labelledby="cnt-news">
          <h2 id="cnt-news">Aktuelle News zum Thema</h2>
          <ul>
            {news.map((item) => (
              <li key={item.id}>
                <Link href={siteLink(item.url)}>{item.title}</Link>
                <span className="cnt-related__line">News vom {formatBerlinDay(item.publishedOn)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {videos.length > 0 ? (
        <section className="cnt-related" aria-labelledby="cnt-videos">
          <h2 id="cnt-videos">Videos zum Thema</h2>
          <ul>
            {videos.map((video) => (
              <li key={video.id}>
                <a href={video.videoUrl} target="_blank" rel="noopener noreferrer">
                  {video.title}
                </a>
                <span className="cnt-related__line">
                  Video, {videoDurationText(video.durationSeconds)} – {video.description}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
