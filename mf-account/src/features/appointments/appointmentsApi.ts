import { API_ROUTES } from '@amb/shared-contracts/core';
import {
  type AppointmentResponse,
  type AvailableAppointmentsResponse,
  type ConsultantResponse,
  type MyAppointmentsResponse,
} from '@amb/shared-contracts/services';
import type { AppointmentBookingInput } from '@amb/shared-contracts/schemas';
import { accountApi } from '../../api';

/** „Meine Termine“: the consultant, free slots, the member's appointments; every change reads slots and list again. */
export const appointmentsApi = accountApi.enhanceEndpoints({ addTagTypes: ['Appointments'] }).injectEndpoints({
  endpoints: (build) => ({
    consultant: build.query<ConsultantResponse, void>({ query: () => API_ROUTES.consultantGet.path }),
    slots: build.query<AvailableAppointmentsResponse, void>({
      query: () => API_ROUTES.consultantAppointments.path,
      providesTags: ['Appointments'],
    }),
    myAppointments: build.query<MyAppointmentsResponse, void>({
      query: () => API_ROUTES.consultantMyAppointments.path,
      providesTags: ['Appointments'],
    }),
    book: build.mutation<AppointmentResponse, AppointmentBookingInput>({
      query: (body) => ({ url: API_ROUTES.consultantBook.path, method: 'POST', body }),
      invalidatesTags: ['Appointments'],
    }),
    cancel: build.mutation<AppointmentResponse, { appointmentId: number }>({
      query: (body) => ({ url: API_ROUTES.consultantCancel.path, method: 'POST', body }),
      invalidatesTags: ['Appointments'],
    }),
    move: build.mutation<AppointmentResponse, { appointmentId: number; startsAt: string }>({
      query: (body) => ({ url: API_ROUTES.consultantMove.path, method: 'POST', body }),
      invalidatesTags: ['Appointments'],
    }),
  }),
});

export const {
  useConsultantQuery,
  useSlotsQuery,
  useMyAppointmentsQuery,
  useBookMutation,
  useCancelMutation,
  useMoveMutation,
} = appointmentsApi;
