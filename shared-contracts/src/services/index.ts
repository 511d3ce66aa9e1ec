/** The member services (consultant appointments, quotes, the personalised training plan): types and texts. */
export * from './consultants';
export * from './quotes';
export * from './trainingPlan';
