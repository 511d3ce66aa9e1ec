import { failureOf } from './failure';

describe('failureOf', () => {
  it('übernimmt Meldung und Feldfehler des Servers', () => {
    const error = {
      status: 400,
      data: {
        error: { code: 'VALIDATION_FAILED', message: 'Die Eingaben sind ungültig.', fields: { city: 'Ort fehlt' } },
      },
    };
    expect(failureOf(error)).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Die Eingaben sind ungültig.',
      fields: { city: 'Ort fehlt' },
    });
  });

  it('ohne Fehlerkörper: allgemeine deutsche Meldung, ohne Netz: Dienst nicht erreichbar', () => {
    expect(failureOf({ status: 502, data: '<html>' }).message).toBe(
      'Es ist ein unerwarteter Fehler aufgetreten! Bitte wenden Sie sich an den Support.',
    );
    expect(failureOf({ status: 0, data: undefined }).message).toContain('vorübergehend nicht erreichbar');
    expect(failureOf(new Error('x')).status).toBe(0);
    expect(failureOf({ status: 502, data: '<html>' }).code).toBeNull();
  });

  it('nennt den Fehlercode des Servers nur, wenn er in der Tabelle steht', () => {
    const body = (code: string) => ({ status: 409, data: { error: { code, message: 'Ausgebucht' } } });
    expect(failureOf(body('EVENT_FULL')).code).toBe('EVENT_FULL');
    expect(failureOf(body('IRGENDWAS')).code).toBeNull();
  });
});
