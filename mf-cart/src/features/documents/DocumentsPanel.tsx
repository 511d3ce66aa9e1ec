import { useState } from 'react';
import { participantName, type CartParticipant, type ShoppingCartResponse } from '@amb/shared-contracts/core';
import {
  LEGAL_BASES,
  LEGAL_BASIS_KEYS,
  WORKS_COUNCIL_DOCUMENTS,
  WORKS_COUNCIL_DOCUMENT_KINDS,
  isLegalBasis,
  worksCouncilDocumentPath,
  type LegalBasis,
} from '@amb/shared-contracts/booking';
import { formatDateRange } from '@amb/shared-contracts/dates';
import { Card, FormAlert, SelectField, failureOf } from '@amb/remote-kit';
import { useSaveLegalBasisMutation } from './api';
import './documents.css';

export const DOCUMENTS_TEXTS = {
  heading: 'Dokumente für den Betriebsrat',
  intro:
    'Die Rechtsgrundlage jedes Teilnehmers ist aus seinen Angaben übernommen; hier können Sie sie ändern. Die Dokumente übernehmen Teilnehmer, Termine, Kosten und Rechtsgrundlage aus Ihrem Warenkorb; was wir nicht kennen, füllen Sie von Hand aus.',
  legalBasisLabel: (name: string) => `Rechtsgrundlage für ${name}`,
  placeholder: 'Bitte wählen',
  downloads: 'Herunterladen (PDF)',
} as const;

const OPTIONS = LEGAL_BASIS_KEYS.map((key) => ({ value: key, label: LEGAL_BASES[key].label }));

export interface DocumentsPanelProps {
  cart: ShoppingCartResponse;
  /** Gets the cart the api answered after a legal basis was saved. */
  onCartChange?: (cart: ShoppingCartResponse) => void;
}

function LegalBasisSelect({
  participant,
  onCartChange,
  onError,
}: {
  participant: CartParticipant;
  onCartChange?: (cart: ShoppingCartResponse) => void;
  onError: (message: string | null) => void;
}) {
  const [save] = useSaveLegalBasisMutation();
  // Shows the choice at once; goes back to the stored one when saving fails.
  const [chosen, setChosen] = useState<LegalBasis | null>(null);
  const value = chosen ?? participant.legalBasis;
  const change = async (next: string) => {
    if (!isLegalBasis(next) || next === value) return;
    setChosen(next);
    onError(null);
    try {
      const cart = await save({ participant, legalBasis: next }).unwrap();
      onCartChange?.(cart);
    } catch (error) {
      setChosen(null);
      const failure = failureOf(error);
      onError(failure.fields.legalBasis ?? failure.message);
    }
  };
  return (
    <SelectField
      id={`amb-cart-legal-basis-${participant.recipientId}`}
      label={DOCUMENTS_TEXTS.legalBasisLabel(participantName(participant, 'accusative'))}
      value={value}
      options={OPTIONS}
      placeholder={DOCUMENTS_TEXTS.placeholder}
      required
      hint={LEGAL_BASES[value].title}
      onChange={(next) => void change(next)}
    />
  );
}

/** The works council's documents from the cart: the legal basis per participant and the three PDFs. */
export function DocumentsPanel({ cart, onCartChange }: DocumentsPanelProps) {
  const [error, setError] = useState<string | null>(null);
  const items = cart.items.filter((item) => item.participants.length > 0);
  if (items.length === 0) return null;
  return (
    <Card heading={DOCUMENTS_TEXTS.heading} className="amb-cart-documents">
      <p className="amb-cart-documents__intro">{DOCUMENTS_TEXTS.intro}</p>
      <FormAlert message={error} />
      {items.map((item) => (
        <fieldset key={item.cartItemId} className="amb-cart-documents__item">
          <legend>
            {item.themeTitle} ({formatDateRange(item.startDate, item.endDate)})
          </legend>
          {item.participants.map((participant) => (
            <LegalBasisSelect
              key={`${participant.recipientId}:${participant.legalBasis}`}
              participant={participant}
              onCartChange={onCartChange}
              onError={setError}
            />
          ))}
        </fieldset>
      ))}
      <ul className="amb-cart-documents__downloads" aria-label={DOCUMENTS_TEXTS.downloads}>
        {WORKS_COUNCIL_DOCUMENT_KINDS.map((kind) => (
          <li key={kind}>
            {/* A PDF of the bff: an ordinary link, never the remote's in-app navigation. */}
            <a href={worksCouncilDocumentPath(kind)} target="_blank" rel="noopener">
              {WORKS_COUNCIL_DOCUMENTS[kind].title} (PDF)
            </a>
            <span className="amb-cart-documents__explanation">{WORKS_COUNCIL_DOCUMENTS[kind].explanation}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
