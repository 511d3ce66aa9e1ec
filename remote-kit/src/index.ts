/** The remote kit: what every remote would otherwise repeat. Tokens: `@amb/remote-kit/tokens.css`. */
export { remoteLifecycles, type RemoteLifecyclesOptions } from './lifecycles/remoteLifecycles';
export { holdsServerMarkup } from './lifecycles/mounting';
export { storelessLifecycles, type StorelessLifecyclesOptions } from './lifecycles/storelessLifecycles';
export { mountAlone } from './lifecycles/mountAlone';
export { RemoteRoot, type RemoteRootProps } from './lifecycles/RemoteRoot';
export { RemoteFrame, type RemoteFrameProps } from './lifecycles/RemoteFrame';
export { RemoteErrorBoundary, RemoteFallback } from './lifecycles/RemoteErrorBoundary';
export { useRemoteName } from './lifecycles/RemoteContext';

export { navigate, subscribeLocation, useLocation, ServerLocationContext, type AppLocation } from './router/location';
export { matchPage, type PageDefinition, type PageMatch } from './router/pages';
export { lazyPage, preloadPage, preloadPages, type LazyPage } from './router/lazyPage';

export {
  definePage,
  headOf,
  statusOf,
  type PageModule,
  type PagePlace,
  type PageProps,
  type PageServerPart,
  type PageSpec,
} from './pages/definePage';
export { createApp } from './pages/createApp';
export { PageState, type PageStateProps } from './pages/PageState';
export { Link, type LinkProps } from './router/Link';

export { createRemoteStore, type RemoteStoreOptions } from './store/createRemoteStore';
export { requestBaseQuery, type RequestArgs, type RequestFailure, type StoreExtra } from './store/baseQuery';
export { failureOf, type Failure } from './store/failure';
export { failedQueries, hydrateFromServer, rehydrateFromServer } from './store/serverState';
export { serverFetch } from './store/serverFetch';

export { useForm } from './form/useForm';
export { TextField, type TextFieldProps } from './form/TextField';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/SelectField';
export {
  CheckboxField,
  CheckboxGroup,
  RadioGroup,
  type CheckboxGroupProps,
  type RadioChoice,
} from './form/CheckboxField';
export { FormAlert, FormStatus } from './form/FormAlert';
export { ErrorSummary, summaryEntries, type ErrorSummaryEntry } from './form/ErrorSummary';
export { SummaryForm, prefixedFieldIds, type SummaryFormProps, type SummaryFormState } from './form/SummaryForm';
export { SubmitButton } from './form/SubmitButton';

export { Button, ButtonLink, type ButtonVariant } from './ui/Button';
export { Card } from './ui/Card';
export { VatTotals } from './ui/VatTotals';
export { Dialog, type DialogProps } from './ui/Dialog';
export { EmptyState, ErrorState, Loading, Skeleton } from './ui/states';
export { Page, documentTitle, usePageTitle } from './ui/Page';
export { NotFoundPage, type NotFoundPageProps } from './ui/NotFoundPage';
