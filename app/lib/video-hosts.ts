// Hosts whose video players may be embedded: the sanitiser keeps <iframe>s from these hosts
// in generated pages, and the CSP's frame-src lets the browser load them. One list for both,
// so a video the admin saves is never blocked on the public page.
export const VIDEO_HOSTS: string[] = ["www.youtube-nocookie.com", "youtube-nocookie.com", "www.youtube.com", "player.vimeo.com"];
