import { useState, type FormEvent } from 'react';
import { type PdfAnalysisResponse } from '@amb/shared-contracts/core';
import {
  CASE_LAW_AREA_LABELS,
  CASE_LAW_AREAS,
  JUDGMENT_KINDS,
  JUDGMENT_MESSAGES,
  PDF_ANALYSIS_MESSAGES,
  PDF_MAX_BYTES,
  caseLawTopicsOf,
  isCaseLawArea,
  judgmentSlugOf,
} from '@amb/shared-contracts/content';
import { formatDate } from '@amb/shared-contracts/dates';
import { judgmentDraftSchema } from '@amb/shared-contracts/schemas';
import {
  Button,
  failureOf,
  FormAlert,
  FormStatus,
  Link,
  Page,
  SelectField,
  SubmitButton,
  TextField,
  useForm,
} from '@amb/remote-kit';
import { useAnalysePdfMutation, useSaveJudgmentDraftMutation } from './caseLawApi';
import './caseLaw.css';

/** The file's declared type and size, checked before it is sent (the api checks them again, and its bytes). */
function fileProblem(file: File | null): string | null {
  if (!file) return PDF_ANALYSIS_MESSAGES.fileRequired;
  if (file.type !== 'application/pdf') return PDF_ANALYSIS_MESSAGES.notPdf;
  if (file.size > PDF_MAX_BYTES) return PDF_ANALYSIS_MESSAGES.tooLarge;
  return null;
}

function UploadForm({ onAnalysed }: { onAnalysed: (analysis: PdfAnalysisResponse) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [analyse, { isLoading }] = useAnalysePdfMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = fileProblem(file);
    setAlert(problem);
    if (problem || !file) return;
    try {
      onAnalysed(await analyse(file).unwrap());
    } catch (error) {
      setAlert(failureOf(error).message);
    }
  };

  return (
    <form className="cnt-pdf__upload" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormAlert message={alert} />
      <div className="kit-field">
        <label htmlFor="pdf-file">Urteil als PDF</label>
        <input
          id="pdf-file"
          type="file"
          accept="application/pdf"
          aria-describedby="pdf-file-hint"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setAlert(null);
          }}
        />
        <p id="pdf-file-hint" className="kit-field__hint">
          Eine PDF-Datei mit Text (kein eingescanntes Bild), höchstens {PDF_MAX_BYTES / 1024 / 1024} MB. Die Datei wird
          nicht gespeichert.
        </p>
      </div>
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Einen Moment...' : 'PDF analysieren'}
      </Button>
    </form>
  );
}

/** Which facts the text made obvious, in words: the editor checks exactly these. */
function recognised(analysis: PdfAnalysisResponse): string[] {
  const { court, kind, decidedOn, fileNumber } = analysis.facts;
  return [
    court ? `Gericht (${court})` : '',
    kind ? `Art${decidedOn ? ' und Datum' : ''} (${kind}${decidedOn ? ` vom ${formatDate(decidedOn)}` : ''})` : '',
    fileNumber ? `Aktenzeichen (${fileNumber})` : '',
  ].filter(Boolean);
}

function AnalysisResult({ analysis }: { analysis: PdfAnalysisResponse }) {
  const facts = recognised(analysis);
  return (
    <section className="cnt-judgment__section" aria-labelledby="cnt-pdf-ergebnis">
      <h2 id="cnt-pdf-ergebnis">Ergebnis der Analyse</h2>
      <p>
        {analysis.pages} {analysis.pages === 1 ? 'Seite' : 'Seiten'} gelesen.{' '}
        {facts.length > 0
          ? `Aus dem Text übernommen: ${facts.join(', ')}. Bitte prüfen Sie diese Angaben.`
          : 'Gericht, Datum und Aktenzeichen waren im Text nicht eindeutig zu erkennen. Bitte tragen Sie sie ein.'}
      </p>
      <h3>Zitierte Paragraphen</h3>
      {analysis.citations.length > 0 ? (
        <ul aria-label="Zitierte Paragraphen">
          {analysis.citations.map((citation) => (
            <li key={`${citation.law}-${citation.paragraph}-${citation.detail}`}>
              <Link href={citation.url}>{citation.text}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>Im Text wurden keine Paragraphen des BetrVG oder des SGB IX gefunden.</p>
      )}
    </section>
  );
}

function initialDraft(analysis: PdfAnalysisResponse) {
  const { court = '', kind = '', decidedOn, fileNumber = '' } = analysis.facts;
  return {
    slug: court && fileNumber ? judgmentSlugOf(court, fileNumber) : '',
    area: 'br',
    topic: '',
    court,
    kind: kind as string,
    decidedOn: decidedOn ? formatDate(decidedOn) : '',
    fileNumber,
    guidingPrinciple: '',
    facts: '',
    decision: analysis.text,
    practice: '',
  };
}

function DraftForm({ analysis }: { analysis: PdfAnalysisResponse }) {
  const form = useForm(judgmentDraftSchema, initialDraft(analysis));
  const [save] = useSaveJudgmentDraftMutation();
  const area = isCaseLawArea(form.values.area) ? form.values.area : 'br';

  const onSubmit = form.handleSubmit(async () => {
    try {
      const draft = await save(form.values).unwrap();
      form.setStatus(`${JUDGMENT_MESSAGES.saved} Kurzadresse: ${draft.slug}`);
    } catch (error) {
      form.fail(failureOf(error));
    }
  });

  return (
    <section className="cnt-judgment__section" aria-labelledby="cnt-pdf-entwurf">
      <h2 id="cnt-pdf-entwurf">Entwurf anlegen</h2>
      <FormStatus message={form.status} />
      <form noValidate onSubmit={onSubmit}>
        <SelectField
          id="draft-area"
          name="area"
          label="Bereich"
          placeholder="Bitte wählen"
          options={CASE_LAW_AREAS.map((value) => ({ value, label: CASE_LAW_AREA_LABELS[value] }))}
          {...form.field('area')}
        />
        <SelectField
          id="draft-topic"
          name="topic"
          label="Thema"
          placeholder="Bitte wählen"
          options={caseLawTopicsOf(area).map((topic) => ({ value: topic.slug, label: topic.label }))}
          {...form.field('topic')}
        />
        <TextField
          id="draft-court"
          name="court"
          label="Gericht"
          hint="z. B. BAG, LAG Hamm, ArbG Berlin"
          {...form.field('court')}
        />
        <SelectField
          id="draft-kind"
          name="kind"
          label="Art der Entscheidung"
          placeholder="Bitte wählen"
          options={[...JUDGMENT_KINDS]}
          {...form.field('kind')}
        />
        <TextField
          id="draft-date"
          name="decidedOn"
          label="Datum der Entscheidung"
          hint="TT.MM.JJJJ"
          {...form.field('decidedOn')}
        />
        <TextField id="draft-file-number" name="fileNumber" label="Aktenzeichen" {...form.field('fileNumber')} />
        <TextField
          id="draft-slug"
          name="slug"
          label="Kurzadresse"
          hint="Kleinbuchstaben, Ziffern und Bindestriche; sie wird Teil der Adresse der Seite."
          {...form.field('slug')}
        />
        <TextField
          id="draft-principle"
          name="guidingPrinciple"
          label="Leitsatz"
          multiline
          {...form.field('guidingPrinciple')}
        />
        <TextField id="draft-facts" name="facts" label="Sachverhalt (optional)" multiline {...form.field('facts')} />
        <TextField
          id="draft-decision"
          name="decision"
          label="Entscheidung"
          hint="Vorbelegt mit dem Text des PDF. Absätze trennen Sie mit einer Leerzeile."
          multiline
          {...form.field('decision')}
        />
        <TextField
          id="draft-practice"
          name="practice"
          label="Bedeutung für die Praxis (optional)"
          multiline
          {...form.field('practice')}
        />
        <FormAlert message={form.alert} />
        <SubmitButton busy={form.busy}>Als Entwurf speichern</SubmitButton>
      </form>
    </section>
  );
}

/** `/manage/pdf-analysis` (editors): a judgment's PDF, its cited paragraphs, and a draft judgment from it. */
export function PdfAnalysisPage({ title }: { title: string }) {
  const [analysis, setAnalysis] = useState<PdfAnalysisResponse | null>(null);
  return (
    <Page title={title}>
      <p>
        Laden Sie ein Urteil oder einen Beschluss als PDF hoch. Die Analyse findet die zitierten Paragraphen des BetrVG
        und des SGB IX, verlinkt sie mit den Gesetzesseiten und übernimmt Gericht, Datum und Aktenzeichen, wo der Text
        sie eindeutig nennt. Speichern Sie die Entscheidung danach als Entwurf; öffentlich ist sie erst nach der
        Freigabe.
      </p>
      <UploadForm onAnalysed={setAnalysis} />
      {analysis ? (
        <>
          <AnalysisResult analysis={analysis} />
          {/* A new analysis is a new draft: the form starts again from its facts. */}
          <DraftForm key={analysis.text} analysis={analysis} />
        </>
      ) : null}
    </Page>
  );
}
