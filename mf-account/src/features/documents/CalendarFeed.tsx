import { useState } from 'react';
import { Button, Card, FormAlert, FormStatus, failureOf } from '@amb/remote-kit';
import { useRenewCalendarFeedMutation } from './documentsApi';

/** The member's secret calendar address, to subscribe to in a calendar app, and „Link erneuern“. */
export function CalendarFeed({ feedPath }: { feedPath: string | null }) {
  const [renew, { isLoading }] = useRenewCalendarFeedMutation();
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const onRenew = async () => {
    setAlert(null);
    setStatus(null);
    try {
      setStatus((await renew().unwrap()).message);
    } catch (error) {
      setAlert(failureOf(error).message);
    }
  };
  const feedUrl = feedPath ? `${window.location.origin}${feedPath}` : null;
  return (
    <Card heading="Kalender-Abo" className="account-documents__calendar">
      <p className="account-page__text">
        Mit dieser persönlichen Adresse zeigt Ihr Kalender (z. B. Outlook, Google Kalender, Apple Kalender) alle Ihre
        gebuchten Seminare und hält sie aktuell. Geben Sie die Adresse nicht weiter: Wer sie kennt, sieht Ihre Termine.
      </p>
      {feedUrl ? (
        <p className="account-documents__feed">
          <label htmlFor="account-calendar-feed">Ihre Kalender-Adresse</label>
          <input id="account-calendar-feed" type="text" readOnly value={feedUrl} onFocus={(e) => e.target.select()} />
        </p>
      ) : null}
      <FormAlert message={alert} />
      <FormStatus message={status} />
      <Button variant="secondary" onClick={() => void onRenew()} disabled={isLoading}>
        {feedUrl ? 'Link erneuern' : 'Kalender-Link erstellen'}
      </Button>
      {feedUrl ? (
        <p className="account-page__text">Nach dem Erneuern funktioniert die bisherige Adresse nicht mehr.</p>
      ) : null}
    </Card>
  );
}
