export { useListTracking } from './useListTracking';
export { useTrackViewItem } from './useTrackViewItem';
