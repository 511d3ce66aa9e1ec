import { BRAND_NAME, type ContentBlock } from '@amb/shared-contracts/core';
import type { JobPostingResponse } from '@amb/shared-contracts/content';

/** The description as schema.org wants it (text with basic HTML), built from the blocks with every text escaped. */
function descriptionHtml(blocks: readonly ContentBlock[]): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return blocks
    .map((block) =>
      block.type === 'heading'
        ? `<h2>${escape(block.text)}</h2>`
        : block.type === 'paragraph'
          ? `<p>${escape(block.text)}</p>`
          : `<ul>${block.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`,
    )
    .join('');
}

/** schema.org JobPosting of a posting: what job search engines show of it. */
export function jobPostingJsonLd(job: JobPostingResponse, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml([{ type: 'paragraph', text: job.teaser }, ...job.description]),
    datePosted: job.datePosted,
    // A date: the last day applications are taken (schema.org takes Date or DateTime).
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: BRAND_NAME, sameAs: origin },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.locality,
        postalCode: job.postalCode,
        addressRegion: job.region,
        addressCountry: 'DE',
      },
    },
    identifier: { '@type': 'PropertyValue', name: BRAND_NAME, value: String(job.id) },
    url: `${origin}${job.url}`,
  };
}
