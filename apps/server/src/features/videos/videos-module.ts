import { videoMaxBytes } from '@baylytics/contract/videos';
import multipart from '@fastify/multipart';
import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { listingVideoRecorder } from '../ranking/public.ts';
import { pollVideoStatusJob, resumeVideoStatusJob } from './poll-video-status-job.ts';
import { createVideoRepository } from './repository.ts';
import { uploadRoutes, videoRoutes } from './routes.ts';
import { createUploadService } from './upload-service.ts';
import { createVideoService } from './video-service.ts';

/** Video upload (spec 002): videos streamed to eBay's Media API, their status, and the listings showing them. */
export const videosModule: FeatureModule = {
  name: 'videos',
  async routes(scope, { db, ebay, jobs, clock }) {
    const repository = createVideoRepository(db);
    const recordListingVideo = listingVideoRecorder(db);
    videoRoutes(
      createApi(scope),
      createVideoService({ repository, ebay: ebay.client, clock, recordListingVideo }),
    );
    // Multipart bodies only here: one file, a byte over eBay's limit so the inspector sees it and refuses.
    await scope.register(async (uploadScope) => {
      await uploadScope.register(multipart, {
        limits: { fileSize: videoMaxBytes + 1, files: 1, fields: 8, fieldSize: 16_384, parts: 10 },
      });
      uploadRoutes(
        createApi(uploadScope),
        createUploadService({ repository, ebay: ebay.client, jobs, clock }),
      );
    });
  },
  jobs: [pollVideoStatusJob, resumeVideoStatusJob],
};
