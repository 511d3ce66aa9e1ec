import type { Express } from 'express';
import type { DownloadItemResponse } from '@amb/shared-contracts';

/** A checklist as /api/downloads/{slug} answers it (special characters on purpose). */
export const DOWNLOAD_ITEM: DownloadItemResponse = {
  slug: 'checkliste-sitzungsniederschrift',
  title: 'Checkliste Sitzungsniederschrift',
  description: 'Was nach § 34 BetrVG in jede Niederschrift gehört.',
  fileKind: 'Checkliste',
  rubric: { slug: 'br-grundlagen', name: 'BR-Grundlagen' },
  targetGroup: 'br',
  updatedOn: '2025-08-12',
  fileUrl: '/download/file/checkliste-sitzungsniederschrift',
  body: [
    { type: 'heading', text: 'Pflichtangaben nach § 34 Abs. 1 BetrVG' },
    { type: 'list', items: ['Wortlaut jedes Beschlusses', 'Anwesenheitsliste <eigenhändig> & vollständig'] },
    { type: 'paragraph', text: 'Übergeben Sie die Niederschrift dem Arbeitgeber auszugsweise.' },
  ],
};

export function addDownloadRoutes(app: Express): void {
  app.get('/api/downloads/:slug', (req, res) =>
    req.params.slug === DOWNLOAD_ITEM.slug
      ? res.json(DOWNLOAD_ITEM)
      : res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Diesen Download gibt es nicht.' } }),
  );
}
