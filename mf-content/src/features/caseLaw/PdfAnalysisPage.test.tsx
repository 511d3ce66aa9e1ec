import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PdfAnalysisResponse } from '@amb/shared-contracts/core';
import { JUDGMENT_DRAFT_MESSAGES } from '@amb/shared-contracts/schemas';
import { JUDGMENT_MESSAGES, PDF_ANALYSIS_MESSAGES } from '@amb/shared-contracts/content';
import { json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { withPagesLoaded } from '../../testing/pages';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';

const ANALYSIS: PdfAnalysisResponse = {
  pages: 2,
  text: 'Bundesarbeitsgericht\nBeschluss vom 12.03.2024 – 1 ABR 22/23\n§ 87 Abs. 1 Nr. 6 BetrVG … § 178 SGB IX',
  citations: [
    {
      law: 'betrvg',
      paragraph: '87',
      detail: 'Abs. 1 Nr. 6',
      text: '§ 87 Abs. 1 Nr. 6 BetrVG',
      url: '/gesetze/betrvg#p87',
    },
    { law: 'sgb-ix', paragraph: '178', detail: '', text: '§ 178 SGB IX', url: '/gesetze/sgb-ix#p178' },
  ],
  facts: { court: 'BAG', kind: 'Beschluss', decidedOn: '2024-03-12', fileNumber: '1 ABR 22/23' },
};

const pdfFile = () => new File(['%PDF-1.7 …'], 'urteil.pdf', { type: 'application/pdf' });

withPagesLoaded();

async function renderAndUpload(file: File) {
  visit('/manage/pdf-analysis');
  renderInRemote(REMOTE, <App />, makeStore());
  expect(screen.getByRole('heading', { level: 1, name: 'PDF-Analyse' })).toBeInTheDocument();
  await userEvent.upload(screen.getByLabelText('Urteil als PDF'), file, { applyAccept: false });
  await userEvent.click(screen.getByRole('button', { name: 'PDF analysieren' }));
}

describe('/manage/pdf-analysis', () => {
  it('uploads the PDF, shows its cited paragraphs linked to the law pages and says which facts it took', async () => {
    const calls = mockFetch({ 'POST /api/manage/pdf-analysis': () => json(ANALYSIS) });
    await renderAndUpload(pdfFile());
    const result = await screen.findByRole('region', { name: 'Ergebnis der Analyse' });
    const cited = within(result).getByRole('list', { name: 'Zitierte Paragraphen' });
    expect(within(cited).getByRole('link', { name: '§ 87 Abs. 1 Nr. 6 BetrVG' })).toHaveAttribute(
      'href',
      '/gesetze/betrvg#p87',
    );
    expect(within(cited).getByRole('link', { name: '§ 178 SGB IX' })).toHaveAttribute('href', '/gesetze/sgb-ix#p178');
    expect(result).toHaveTextContent(
      '2 Seiten gelesen. Aus dem Text übernommen: Gericht (BAG), Art und Datum (Beschluss vom 12.03.2024), Aktenzeichen (1 ABR 22/23).',
    );
    const upload = calls.find((call) => call.method === 'POST')!;
    expect((upload.body as FormData).get('pdf')).toBeInstanceOf(File);
    // The draft form starts from the facts and the text.
    expect(screen.getByLabelText('Gericht')).toHaveValue('BAG');
    expect(screen.getByLabelText('Datum der Entscheidung')).toHaveValue('12.03.2024');
    expect(screen.getByLabelText('Aktenzeichen')).toHaveValue('1 ABR 22/23');
    expect(screen.getByLabelText('Kurzadresse')).toHaveValue('bag-1-abr-22-23');
    expect(screen.getByLabelText('Entscheidung')).toHaveValue(ANALYSIS.text);
  });

  it('refuses a file that is not a PDF before sending it', async () => {
    const calls = mockFetch({});
    await renderAndUpload(new File(['hallo'], 'notiz.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PDF_ANALYSIS_MESSAGES.notPdf);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the api’s German message (e.g. an unreadable PDF)', async () => {
    mockFetch({
      'POST /api/manage/pdf-analysis': () =>
        json({ error: { code: 'VALIDATION_FAILED', message: PDF_ANALYSIS_MESSAGES.unreadable } }, 400),
    });
    await renderAndUpload(pdfFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(PDF_ANALYSIS_MESSAGES.unreadable);
    expect(screen.queryByRole('region', { name: 'Ergebnis der Analyse' })).toBeNull();
  });

  it('checks the draft in the browser first, then saves it "Als Entwurf speichern"', async () => {
    const calls = mockFetch({
      'POST /api/manage/pdf-analysis': () => json(ANALYSIS),
      'POST /api/manage/judgments': () =>
        json({ slug: 'bag-1-abr-22-23', area: 'br', status: 'draft', citations: ANALYSIS.citations }, 201),
    });
    await renderAndUpload(pdfFile());
    await screen.findByRole('region', { name: 'Ergebnis der Analyse' });
    await userEvent.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    expect(await screen.findByText(JUDGMENT_DRAFT_MESSAGES.topic)).toBeInTheDocument();
    expect(screen.getByText(JUDGMENT_DRAFT_MESSAGES.guidingPrinciple)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/manage/judgments')).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText('Thema'), 'Technische Überwachung');
    await userEvent.type(screen.getByLabelText('Leitsatz'), 'Software zur Überwachung ist mitbestimmt.');
    await userEvent.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    expect(await screen.findByText(`${JUDGMENT_MESSAGES.saved} Kurzadresse: bag-1-abr-22-23`)).toBeInTheDocument();
    const saved = calls.find((call) => call.path === '/api/manage/judgments')!;
    expect(saved.body).toMatchObject({
      area: 'br',
      topic: 'technische-ueberwachung',
      court: 'BAG',
      kind: 'Beschluss',
      decidedOn: '12.03.2024',
      fileNumber: '1 ABR 22/23',
      guidingPrinciple: 'Software zur Überwachung ist mitbestimmt.',
      decision: ANALYSIS.text,
    });
  });

  it('shows the api’s message under the field it names', async () => {
    mockFetch({
      'POST /api/manage/pdf-analysis': () => json(ANALYSIS),
      'POST /api/manage/judgments': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: JUDGMENT_MESSAGES.slugTaken,
              fields: { slug: JUDGMENT_MESSAGES.slugTaken },
            },
          },
          400,
        ),
    });
    await renderAndUpload(pdfFile());
    await screen.findByRole('region', { name: 'Ergebnis der Analyse' });
    await userEvent.selectOptions(screen.getByLabelText('Thema'), 'Technische Überwachung');
    await userEvent.type(screen.getByLabelText('Leitsatz'), 'Software zur Überwachung ist mitbestimmt.');
    await userEvent.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    expect(await screen.findAllByText(JUDGMENT_MESSAGES.slugTaken)).not.toHaveLength(0);
    expect(screen.getByLabelText('Kurzadresse')).toHaveAttribute('aria-invalid', 'true');
  });
});
