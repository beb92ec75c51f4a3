// What other areas may use of the videos area (they import nothing else from this folder): the video of one
// listing, as the account check adds, replaces and removes it.
export { ItemVideoModal } from './components/item-video-modal.tsx';
