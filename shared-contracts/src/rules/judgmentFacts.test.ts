import { judgmentFactsOf } from './judgmentFacts';

describe('judgmentFactsOf', () => {
  it.each([
    [
      'BUNDESARBEITSGERICHT\nBeschluss vom 12.03.2024 – 1 ABR 22/23\nIm Namen des Volkes',
      { kind: 'Beschluss', decidedOn: '2024-03-12', fileNumber: '1 ABR 22/23' },
    ],
    [
      'Das Bundesarbeitsgericht hat durch Urteil vom 5. 7. 2023 – 2 AZR 310/22 – entschieden',
      { court: 'BAG', kind: 'Urteil', decidedOn: '2023-07-05', fileNumber: '2 AZR 310/22' },
    ],
    [
      'Landesarbeitsgericht Berlin-Brandenburg, Beschluss vom 01.02.2024, 7 TaBV 12/23',
      { court: 'LAG Berlin-Brandenburg', kind: 'Beschluss', decidedOn: '2024-02-01', fileNumber: '7 TaBV 12/23' },
    ],
    [
      'ArbG München, Urteil vom 30.02.2024 - 3 Ca 1234/22',
      { court: 'ArbG München', kind: 'Urteil', fileNumber: '3 Ca 1234/22' },
    ],
    [
      'Bundesverwaltungsgericht\nUrteil vom 14.09.2022 – BVerwG 5 C 12.21',
      { court: 'BVerwG', kind: 'Urteil', decidedOn: '2022-09-14', fileNumber: '5 C 12.21' },
    ],
    ['Eine Betriebsvereinbarung über Arbeitszeit ohne Gericht und Datum.', {}],
  ])('%j', (text, facts) => {
    expect(judgmentFactsOf(text)).toEqual(facts);
  });

  it('takes the court only as a word of its own', () => {
    expect(judgmentFactsOf('Die BAGatelle vor dem Arbeitsgericht Köln')).toEqual({ court: 'ArbG Köln' });
  });
});
