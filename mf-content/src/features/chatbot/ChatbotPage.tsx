import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PAGE_ROUTES, type ServerHead } from '@amb/shared-contracts/core';
import {
  CHATBOT_QUESTION_MAX,
  CHATBOT_QUESTION_MIN,
  CHATBOT_SOURCE_LABELS,
  CHATBOT_TEXTS,
  chatbotConversationKey,
  type ChatbotTurn,
  type ChatbotVariant,
} from '@amb/shared-contracts/content';
import {
  Button,
  FormAlert,
  Link,
  Loading,
  Page,
  SubmitButton,
  TextField,
  failureOf,
  useLocation,
  type PagePlace,
  type PageProps,
} from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { useSiteLink } from '../../siteLinks';
import {
  chatbotApi,
  useAskChatbotMutation,
  useGetChatbotAnswerQuery,
  useGetChatbotConversationQuery,
} from './chatbotApi';
import './chatbot.css';

const QUESTION_PARAM = 'frage';

const INTRO: Record<ChatbotVariant, string> = {
  br: 'Stellen Sie eine Frage zur Betriebsratsarbeit. Der Chatbot sucht die Antwort in unseren Gesetzestexten (BetrVG, SGB IX), im Lexikon, in der Rechtsprechung und in unseren Fachartikeln und nennt zu jeder Aussage die Quelle.',
  sbv: 'Stellen Sie eine Frage zur Arbeit der Schwerbehindertenvertretung. Der Chatbot sucht zuerst im SGB IX und in unseren SBV-Inhalten, dann in den übrigen, und nennt zu jeder Aussage die Quelle.',
};

const questionOf = (search: string) => new URLSearchParams(search).get(QUESTION_PARAM)?.trim() ?? '';

/** One question and its answer: each sentence with the number of its source, the sources linked below. */
function Turn({ turn, index }: { turn: ChatbotTurn; index: number }) {
  const siteLink = useSiteLink();
  const { answer } = turn;
  const id = `chatbot-antwort-${index}`;
  return (
    <li className="cnt-chatbot-turn">
      <p className="cnt-chatbot-question">
        <span className="cnt-chatbot-who">Ihre Frage:</span> {turn.question}
      </p>
      <section className="cnt-chatbot-answer" aria-labelledby={id}>
        <h2 id={id} className="cnt-chatbot-who">
          Antwort
        </h2>
        {answer.found ? (
          <>
            {answer.followUp ? <p className="cnt-chatbot-followup">{CHATBOT_TEXTS.followUp}</p> : null}
            <p>
              {answer.sentences.map((sentence, at) => {
                const source = answer.sources.find((entry) => entry.number === sentence.source);
                return (
                  <span key={at}>
                    {sentence.text}
                    {source ? (
                      <sup>
                        <a href={siteLink(source.url)} aria-label={`Quelle ${source.number}: ${source.label}`}>
                          {`[${source.number}]`}
                        </a>
                      </sup>
                    ) : null}{' '}
                  </span>
                );
              })}
            </p>
            <h3 className="cnt-chatbot-sources-title">{CHATBOT_TEXTS.sources}</h3>
            <ol className="cnt-chatbot-sources">
              {answer.sources.map((source) => (
                <li key={source.number} value={source.number}>
                  {source.label.startsWith(CHATBOT_SOURCE_LABELS[source.kind]) ? null : (
                    <span className="cnt-chatbot-kind">{`${CHATBOT_SOURCE_LABELS[source.kind]} `}</span>
                  )}
                  <a href={siteLink(source.url)}>{source.label}</a>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <>
            <p>{CHATBOT_TEXTS.nothingFound}</p>
            <p>{CHATBOT_TEXTS.nothingFoundHint}</p>
          </>
        )}
      </section>
    </li>
  );
}

/**
 * The conversation kept in the api; the browser remembers only its id (per tab, per variant). The second value is
 * the id found when the page opened: that conversation's questions are loaded once.
 */
function useConversationId(variant: ChatbotVariant): [string | null, string | null, (id: string | null) => void] {
  const [id, setId] = useState<string | null>(null);
  const [restored, setRestored] = useState<string | null>(null);
  useEffect(() => {
    try {
      const kept = window.sessionStorage.getItem(chatbotConversationKey(variant));
      setId(kept);
      setRestored(kept);
    } catch {
      // No storage (private mode): a conversation lives as long as the page.
    }
  }, [variant]);
  const remember = (next: string | null) => {
    setId(next);
    try {
      if (next) window.sessionStorage.setItem(chatbotConversationKey(variant), next);
      else window.sessionStorage.removeItem(chatbotConversationKey(variant));
    } catch {
      // See above.
    }
  };
  return [id, restored, remember];
}

function Chatbot({ title, variant }: { title: string; variant: ChatbotVariant }) {
  const siteLink = useSiteLink();
  const { search } = useLocation();
  const asked = questionOf(search);
  const [conversationId, restoredId, setConversationId] = useConversationId(variant);
  const [turns, setTurns] = useState<ChatbotTurn[]>([]);
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [ask, { isLoading }] = useAskChatbotMutation();
  const single = useGetChatbotAnswerQuery({ frage: asked, variante: variant }, { skip: asked.length < 3 });
  const kept = useGetChatbotConversationQuery(restoredId ?? '', { skip: restoredId === null });
  const latest = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const restored = kept.data?.turns;
    if (restored) setTurns((now) => (now.length > 0 ? now : restored));
    // An expired conversation: the next question starts a new one.
    else if (kept.isError && conversationId === restoredId) setConversationId(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kept.data, kept.isError]);

  const shown: ChatbotTurn[] =
    turns.length > 0
      ? turns
      : single.data
        ? [{ question: single.data.question, answer: single.data.answer, askedAt: '' }]
        : [];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The api checks again (the shared schema); here only what the reader can fix at once.
    const checked = question.replace(/\s+/g, ' ').trim();
    if (checked.length < CHATBOT_QUESTION_MIN || checked.length > CHATBOT_QUESTION_MAX) {
      setError(checked.length < CHATBOT_QUESTION_MIN ? CHATBOT_TEXTS.questionRequired : CHATBOT_TEXTS.questionTooLong);
      return;
    }
    setError(undefined);
    setAlert(null);
    try {
      const answer = await ask({ question: checked, variant, conversationId }).unwrap();
      setConversationId(answer.conversationId);
      setTurns((all) => [...(conversationId === answer.conversationId ? all : []), answer.turn]);
      setQuestion('');
      window.setTimeout(() => latest.current?.lastElementChild?.scrollIntoView?.({ block: 'start' }), 0);
    } catch (failure) {
      const { fields, message } = failureOf(failure);
      if (fields.question) setError(fields.question);
      else setAlert(message);
    }
  };

  return (
    <Page title={title}>
      <p className="cnt-chatbot-intro">{INTRO[variant]}</p>
      <p className="cnt-chatbot-notice" role="note">
        {CHATBOT_TEXTS.notLegalAdvice} <Link href={siteLink(PAGE_ROUTES.contact.path)}>{CHATBOT_TEXTS.consultant}</Link>
      </p>
      {shown.length > 0 ? (
        <ol className="cnt-chatbot-turns" ref={latest} aria-live="polite">
          {shown.map((turn, index) => (
            <Turn key={`${index}-${turn.askedAt}`} turn={turn} index={index} />
          ))}
        </ol>
      ) : asked && single.isFetching ? (
        <Loading />
      ) : null}
      <form
        className="cnt-chatbot-form"
        method="get"
        action={variant === 'sbv' ? PAGE_ROUTES.chatbotSbv.path : PAGE_ROUTES.chatbot.path}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <FormAlert message={alert} />
        <TextField
          id="chatbot-frage"
          name={QUESTION_PARAM}
          label={CHATBOT_TEXTS.questionLabel}
          hint={CHATBOT_TEXTS.questionHint}
          value={question}
          error={error}
          onChange={(value) => {
            setQuestion(value);
            setError(undefined);
          }}
          required
        />
        <div className="cnt-chatbot-buttons">
          <SubmitButton busy={isLoading}>{CHATBOT_TEXTS.submit}</SubmitButton>
          {turns.length > 0 ? (
            <Button
              variant="secondary"
              onClick={() => {
                setConversationId(null);
                setTurns([]);
              }}
            >
              {CHATBOT_TEXTS.newConversation}
            </Button>
          ) : null}
        </div>
      </form>
    </Page>
  );
}

/** /chatbot and /chatbot-sbv: the variant decides where the chatbot searches first. */
export const chatbotPage = (variant: ChatbotVariant) =>
  function ChatbotPage({ title }: PageProps) {
    return <Chatbot title={title} variant={variant} />;
  };

/** Server: a question in the address (the form sent without script) is answered into the page. */
export const prefetchChatbot = (variant: ChatbotVariant) => (dispatch: AppDispatch, place: PagePlace) => {
  const frage = questionOf(place.search);
  if (frage.length >= 3) void dispatch(chatbotApi.endpoints.getChatbotAnswer.initiate({ frage, variante: variant }));
};

export const chatbotHead =
  (name: 'chatbot' | 'chatbotSbv', meta: { title: string; description: string }) =>
  (_state: RootState, { origin }: PagePlace): ServerHead => ({
    title: meta.title,
    description: meta.description,
    canonical: `${origin}${PAGE_ROUTES[name].path}`,
  });
