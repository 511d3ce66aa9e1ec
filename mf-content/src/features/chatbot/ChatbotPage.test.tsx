import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@amb/shared-contracts/core';
import { CHATBOT_TEXTS, chatbotConversationKey, type ChatbotAnswer } from '@amb/shared-contracts/content';
import { json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';

const ANSWER: ChatbotAnswer = {
  found: true,
  followUp: false,
  sentences: [
    {
      text: 'Unbeschadet des Absatzes 6 hat jedes Mitglied während seiner regelmäßigen Amtszeit Anspruch auf bezahlte Freistellung für insgesamt drei Wochen.',
      source: 1,
    },
    { text: 'Wer erstmals Betriebsratsmitglied wird, hat Anspruch auf vier Wochen.', source: 2 },
  ],
  sources: [
    {
      number: 1,
      kind: 'law',
      label: '§ 37 Abs. 7 BetrVG',
      url: '/gesetze/betrvg#p37-abs7',
      law: { slug: 'betrvg', paragraph: '37', absatz: 7 },
    },
    {
      number: 2,
      kind: 'lexicon',
      label: 'Lexikon: Schulungsanspruch',
      url: '/betriebsratslexikon/br/schulungsanspruch',
      law: null,
    },
  ],
};

function renderAt(path: string) {
  visit(path);
  renderInRemote(REMOTE, <App />, makeStore());
}

beforeEach(() => window.sessionStorage.clear());

describe('chatbot page', () => {
  it('says it is no legal advice and links the consultation', () => {
    mockFetch({});
    renderAt('/chatbot');
    expect(screen.getByRole('note')).toHaveTextContent(CHATBOT_TEXTS.notLegalAdvice);
    expect(screen.getByRole('link', { name: CHATBOT_TEXTS.consultant })).toHaveAttribute('href', '/service/kontakt');
  });

  it('answers a question: every sentence with its source, linked to the page and anchor; the conversation is kept', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      [`POST ${API_ROUTES.chatbotAsk.path}`]: (call) =>
        json({
          conversationId: 'k'.repeat(43),
          turn: {
            question: (call.body as { question: string }).question,
            answer: ANSWER,
            askedAt: '2026-11-30T10:00:00.000Z',
          },
        }),
    });
    renderAt('/chatbot');
    await user.type(
      screen.getByLabelText(CHATBOT_TEXTS.questionLabel),
      'Wie viele Tage Schulung stehen einem Betriebsratsmitglied zu?',
    );
    await user.click(screen.getByRole('button', { name: CHATBOT_TEXTS.submit }));
    const answer = await screen.findByRole('region', { name: 'Antwort' });
    expect(within(answer).getByRole('link', { name: 'Quelle 1: § 37 Abs. 7 BetrVG' })).toHaveAttribute(
      'href',
      '/gesetze/betrvg#p37-abs7',
    );
    expect(within(answer).getByRole('link', { name: '§ 37 Abs. 7 BetrVG' })).toHaveAttribute(
      'href',
      '/gesetze/betrvg#p37-abs7',
    );
    expect(within(answer).getByRole('link', { name: 'Quelle 2: Lexikon: Schulungsanspruch' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      question: 'Wie viele Tage Schulung stehen einem Betriebsratsmitglied zu?',
      variant: 'br',
      conversationId: null,
    });
    expect(window.sessionStorage.getItem(chatbotConversationKey('br'))).toBe('k'.repeat(43));
    await user.type(screen.getByLabelText(CHATBOT_TEXTS.questionLabel), 'Und für erstmals gewählte Mitglieder?');
    await user.click(screen.getByRole('button', { name: CHATBOT_TEXTS.submit }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')[1]!.body).toEqual(
      expect.objectContaining({ conversationId: 'k'.repeat(43) }),
    );
    expect(await screen.findAllByRole('region', { name: 'Antwort' })).toHaveLength(2);
  });

  it('says so when our content holds no answer, and checks the question first', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      [`POST ${API_ROUTES.chatbotAsk.path}`]: () =>
        json({
          conversationId: 'n'.repeat(43),
          turn: {
            question: 'Wie backe ich einen Apfelkuchen?',
            answer: { found: false, sentences: [], sources: [], followUp: false },
            askedAt: '',
          },
        }),
    });
    renderAt('/chatbot-sbv');
    await user.click(screen.getByRole('button', { name: CHATBOT_TEXTS.submit }));
    expect(screen.getByText(CHATBOT_TEXTS.questionRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText(CHATBOT_TEXTS.questionLabel), 'Wie backe ich einen Apfelkuchen?');
    await user.click(screen.getByRole('button', { name: CHATBOT_TEXTS.submit }));
    expect(await screen.findByText(CHATBOT_TEXTS.nothingFound)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual(expect.objectContaining({ variant: 'sbv' }));
  });
});
