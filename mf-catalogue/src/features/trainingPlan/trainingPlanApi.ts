import { API_ROUTES, buildPath } from '@amb/shared-contracts/core';
import type {
  AdminPlansResponse,
  PlanOptionsResponse,
  TrainingPlanCartResponse,
  TrainingPlanListResponse,
  TrainingPlanResponse,
} from '@amb/shared-contracts/services';
import type { TrainingPlanCreateInput, TrainingPlanEditInput } from '@amb/shared-contracts/schemas';
import { catalogueApi } from '../../api';

/** The training plan's calls: a plan (by id or 'aktuell'), the committee's plans, options, writes, the staff's list. */
export const trainingPlanApi = catalogueApi.enhanceEndpoints({ addTagTypes: ['TrainingPlan'] }).injectEndpoints({
  endpoints: (build) => ({
    plan: build.query<TrainingPlanResponse, string>({
      query: (id) => buildPath(API_ROUTES.trainingPlanGet.path, {}, { id }),
      providesTags: ['TrainingPlan'],
    }),
    committeePlans: build.query<TrainingPlanListResponse, void>({
      query: () => API_ROUTES.trainingPlanGet.path,
      providesTags: ['TrainingPlan'],
    }),
    planOptions: build.query<PlanOptionsResponse, void>({ query: () => API_ROUTES.trainingPlanOptions.path }),
    createPlan: build.mutation<TrainingPlanResponse, TrainingPlanCreateInput>({
      query: (body) => ({ url: API_ROUTES.trainingPlanCreate.path, method: 'POST', body }),
      invalidatesTags: ['TrainingPlan'],
    }),
    editPlan: build.mutation<TrainingPlanResponse, TrainingPlanEditInput>({
      query: (body) => ({ url: API_ROUTES.trainingPlanEdit.path, method: 'POST', body }),
      invalidatesTags: ['TrainingPlan'],
    }),
    deletePlan: build.mutation<{ message: string }, { planId: number }>({
      query: (body) => ({ url: API_ROUTES.trainingPlanDelete.path, method: 'POST', body }),
      invalidatesTags: ['TrainingPlan'],
    }),
    addToCart: build.mutation<TrainingPlanCartResponse, { planId: number; userId: number }>({
      query: (body) => ({ url: API_ROUTES.trainingPlanCart.path, method: 'POST', body }),
    }),
    adminPlans: build.query<AdminPlansResponse, { consultant: string; openOnly: boolean }>({
      query: ({ consultant, openOnly }) =>
        buildPath(API_ROUTES.trainingPlanAdminList.path, {}, { consultant, offen: openOnly ? '1' : undefined }),
    }),
  }),
});

export const {
  usePlanQuery,
  useCommitteePlansQuery,
  usePlanOptionsQuery,
  useCreatePlanMutation,
  useEditPlanMutation,
  useDeletePlanMutation,
  useAddToCartMutation,
  useAdminPlansQuery,
} = trainingPlanApi;
