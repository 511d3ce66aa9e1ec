import {
  API_ROUTES,
  buildPath,
  type DownloadFilterDataResponse,
  type DownloadListResponse,
} from '@amb/shared-contracts/core';
import { accountApi } from '../../api';

/** The downloads' filter: a rubric's slug and a target group, each '' for all. */
export interface DownloadFilter {
  rubric: string;
  targetGroup: string;
}

export const downloadsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    downloadFilterData: build.query<DownloadFilterDataResponse, void>({
      query: () => API_ROUTES.downloadFilterData.path,
    }),
    downloads: build.query<DownloadListResponse, DownloadFilter>({
      query: (filter) => buildPath(API_ROUTES.rubricTargetGroupDownloads.path, {}, { ...filter }),
    }),
  }),
});

export const { useDownloadFilterDataQuery, useDownloadsQuery } = downloadsApi;
