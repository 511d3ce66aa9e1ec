import { useState, type FormEvent } from 'react';
import {
  LAW_ABSATZ_MAX,
  LAW_TITLE_MAX,
  lawEditErrors,
  tidyLawText,
  type LawParagraphHistoryResponse,
} from '@amb/shared-contracts/content';
import { Button, FormAlert, SubmitButton, TextField, failureOf } from '@amb/remote-kit';
import { useSaveLawParagraphMutation } from './lawsApi';

/**
 * The form of one paragraph's current version: its title and each Absatz as plain text. Checked with the shared
 * rule before sending (the api checks again after stripping markup); a save names the version it started from.
 */
export function ParagraphEditor({
  slug,
  paragraph,
  onSaved,
}: {
  slug: string;
  paragraph: LawParagraphHistoryResponse;
  onSaved: () => void;
}) {
  const [title, setTitle] = useState(paragraph.title);
  const [absaetze, setAbsaetze] = useState(paragraph.absaetze);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveLawParagraphMutation();

  const setAbsatz = (index: number, text: string) =>
    setAbsaetze((all) => all.map((absatz, at) => (at === index ? text : absatz)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const edit = { title: tidyLawText(title), absaetze: absaetze.map(tidyLawText) };
    const found = lawEditErrors(edit);
    setErrors(found ?? {});
    setAlert(found ? 'Bitte prüfen Sie die markierten Angaben.' : null);
    if (found) return;
    try {
      await save({ slug, number: paragraph.number, edit: { ...edit, version: paragraph.version } }).unwrap();
      onSaved();
    } catch (error) {
      const failure = failureOf(error);
      setErrors(failure.fields);
      setAlert(failure.message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="bearbeiten">
      <h2 id="bearbeiten">
        § {paragraph.number} bearbeiten (Fassung {paragraph.version})
      </h2>
      <FormAlert message={alert} />
      <TextField
        id="titel"
        label="Überschrift"
        value={title}
        onChange={setTitle}
        error={errors.title}
        hint={`Höchstens ${LAW_TITLE_MAX} Zeichen.`}
        required
      />
      <fieldset>
        <legend>Absätze</legend>
        {errors.absaetze ? <p className="kit-field__error">{errors.absaetze}</p> : null}
        {absaetze.length === 0 ? (
          <p>Für diesen Paragrafen ist noch kein Text hinterlegt; die Gesetzesseite zeigt seine Zusammenfassung.</p>
        ) : null}
        {absaetze.map((absatz, index) => (
          <div key={index} className="cnt-manage__absatz">
            <TextField
              id={`absatz-${index + 1}`}
              label={`Absatz ${index + 1}`}
              value={absatz}
              onChange={(text) => setAbsatz(index, text)}
              error={errors[`absaetze.${index}`]}
              hint={`Reiner Text, höchstens ${LAW_ABSATZ_MAX} Zeichen; Zeilenumbrüche bleiben erhalten.`}
              multiline
            />
            <Button variant="secondary" onClick={() => setAbsaetze((all) => all.filter((_, at) => at !== index))}>
              Absatz {index + 1} entfernen
            </Button>
          </div>
        ))}
        <Button variant="secondary" onClick={() => setAbsaetze((all) => [...all, ''])}>
          Absatz hinzufügen
        </Button>
      </fieldset>
      <div className="cnt-manage__actions">
        <SubmitButton busy={isLoading}>Neue Fassung speichern</SubmitButton>
      </div>
    </form>
  );
}
