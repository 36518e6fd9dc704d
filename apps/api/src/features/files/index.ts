export { releasePhoto } from "./release-photo.js";
export { getAvatarFile, getDocumentFile, getListingPhotoFile } from "./serve-files.js";
export { uploadPhoto } from "./upload-photo.js";
