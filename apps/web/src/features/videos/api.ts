import { ebayTokenList } from '@baylytics/contract/marketplace';
import {
  addVideoToItem,
  deleteVideo,
  removeVideoOfAddedItem,
  removeVideoOutItem,
  replaceVideoOfItem,
  uploadedVideoIdOfItem,
  uploadVideo,
  videoAddedItems,
  videoLimitation,
  videoList,
  videoPlanLimits,
} from '@baylytics/contract/videos';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiList, apiUpload } from '../../app/http.ts';

export const videoPageSize = 25;

/** While a video is processing at eBay the list asks again now and then; the server's job keeps it current. */
const pendingRefreshMs = 10_000;

export function useVideos(pageIndex: number) {
  return useQuery({
    queryKey: ['videos', pageIndex],
    queryFn: () => apiList(videoList, { query: { pageIndex, pageSize: videoPageSize } }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((video) => video.status === 'PENDING') ? pendingRefreshMs : false,
  });
}

export function useVideoLimitation() {
  return useQuery({ queryKey: ['videoLimitation'], queryFn: () => apiCall(videoLimitation) });
}

/** The caller's eBay accounts, to upload to. */
export function useSellerAccounts() {
  return useQuery({
    queryKey: ['videoSellerAccounts'],
    queryFn: () => apiList(ebayTokenList, { query: { pageSize: 500 } }),
  });
}

export function useAddedItems(uploadedVideoId: number | null) {
  return useQuery({
    queryKey: ['videoAddedItems', uploadedVideoId],
    queryFn: () => apiCall(videoAddedItems, { params: { uploadedVideoId: uploadedVideoId ?? 0 } }),
    enabled: uploadedVideoId !== null,
  });
}

function useRefreshVideos() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['videos'] }),
      client.invalidateQueries({ queryKey: ['videoLimitation'] }),
      client.invalidateQueries({ queryKey: ['videoAddedItems'] }),
      client.invalidateQueries({ queryKey: ['itemVideo'] }),
    ]);
}

export function useUploadVideo(onProgress: (share: number) => void) {
  const refresh = useRefreshVideos();
  return useMutation({
    mutationFn: (form: FormData) => apiUpload(uploadVideo, form, onProgress),
    onSettled: refresh,
  });
}

/** The caller's video a listing shows (null ids: none of the caller's). */
export function useItemVideo(itemNumber: string) {
  return useQuery({
    queryKey: ['itemVideo', itemNumber],
    queryFn: () => apiCall(uploadedVideoIdOfItem, { query: { itemNumber } }),
  });
}

/** The most videos any plan keeps: all of a user's fit one request. */
const allVideos = Math.max(...Object.values(videoPlanLimits));

/** The caller's LIVE videos, newest first: the ones a listing can show. */
export function useLiveVideos() {
  return useQuery({
    queryKey: ['videos', 'live'],
    queryFn: async () =>
      (await apiList(videoList, { query: { pageIndex: 1, pageSize: allVideos } })).data.filter(
        (video) => video.status === 'LIVE',
      ),
  });
}

export interface ItemVideoChange {
  kind: 'add' | 'replace' | 'remove';
  itemNumber: string;
  eBayVideoId: string;
  /** The row of the items modal removed; without it the listing's video is removed by item number. */
  addedItemId?: number;
}

export function useItemVideoChange() {
  const refresh = useRefreshVideos();
  return useMutation({
    mutationFn: (change: ItemVideoChange) => {
      const { itemNumber, eBayVideoId } = change;
      if (change.kind === 'remove' && change.addedItemId === undefined)
        return apiCall(removeVideoOutItem, { body: { itemNumber } });
      if (change.kind === 'remove')
        return apiCall(removeVideoOfAddedItem, {
          params: { addedItemId: change.addedItemId ?? 0 },
          body: { itemNumber },
        });
      return apiCall(change.kind === 'add' ? addVideoToItem : replaceVideoOfItem, {
        body: { itemNumber, eBayVideoId },
      });
    },
    onSettled: refresh,
  });
}

export function useDeleteVideo() {
  const refresh = useRefreshVideos();
  return useMutation({
    mutationFn: (uploadedVideoId: number) => apiCall(deleteVideo, { params: { uploadedVideoId } }),
    onSettled: refresh,
  });
}
