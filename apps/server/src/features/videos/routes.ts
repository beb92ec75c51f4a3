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
  videoMaxBytes,
} from '@baylytics/contract/videos';
import { type Api, requireAuth } from '../../kernel/api.ts';
import { drainRequest } from './drain-request.ts';
import type { UploadPart, UploadService } from './upload-service.ts';
import type { VideoService } from './video-service.ts';

/** The video calls of spec 002 §7 under /ebayvideo: thin, each one call of its service with the caller's id. */
export function videoRoutes(api: Api, videos: VideoService): void {
  api.handle(videoList, async ({ auth, query }) => videos.list(requireAuth(auth).user.id, query));
  api.handle(videoLimitation, async ({ auth }) => {
    const { user } = requireAuth(auth);
    return videos.limitation(user.id, user.roles);
  });
  api.handle(videoAddedItems, async ({ auth, params }) =>
    videos.addedItems(requireAuth(auth).user.id, params.uploadedVideoId),
  );
  api.handle(addVideoToItem, async ({ auth, body }) =>
    videos.addToItem(requireAuth(auth).user.id, body.itemNumber, body.eBayVideoId),
  );
  api.handle(replaceVideoOfItem, async ({ auth, body }) =>
    videos.replaceOnItem(requireAuth(auth).user.id, body.itemNumber, body.eBayVideoId),
  );
  api.handle(removeVideoOutItem, async ({ auth, body }) =>
    videos.removeFromItem(requireAuth(auth).user.id, body.itemNumber),
  );
  api.handle(removeVideoOfAddedItem, async ({ auth, params, body }) =>
    videos.removeAddedItem(requireAuth(auth).user.id, params.addedItemId, body.itemNumber),
  );
  api.handle(deleteVideo, async ({ auth, params }) =>
    videos.delete(requireAuth(auth).user.id, params.uploadedVideoId),
  );
  api.handle(uploadedVideoIdOfItem, async ({ auth, query }) =>
    videos.videoOfItem(requireAuth(auth).user.id, query.itemNumber),
  );
}

/** The most of a refused upload's body that is read on: the largest upload allowed and its form fields. */
const drainLimitBytes = videoMaxBytes + 1024 * 1024;

/** The upload: a multipart body read part by part, the file streamed on to eBay. */
export function uploadRoutes(api: Api, uploads: UploadService): void {
  api.handle(uploadVideo, async ({ auth, request, reply }) => {
    const { user } = requireAuth(auth);
    if (!request.isMultipart()) return uploads.upload(user.id, user.roles, (async function* () {})());
    try {
      return await uploads.upload(user.id, user.roles, request.parts() as AsyncIterable<UploadPart>);
    } catch (error) {
      // A refusal mid-upload: the rest of the body is read and dropped so the browser reads the answer; a body
      // longer than any allowed upload is not read on, and the connection closes once answered.
      if (!(await drainRequest(request.raw, drainLimitBytes))) reply.header('connection', 'close');
      throw error;
    }
  });
}
