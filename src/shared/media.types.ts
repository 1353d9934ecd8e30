/** What an upload is: an image, a video or a recording. */
export type MediaKind = 'image' | 'video' | 'audio';

/** Where stored media is served from; every stored path starts with this. */
export const OBJECTS_PREFIX = '/objects/';
