/**
 * The home's demo video is a facade (DemoVideo): a poster and a link to the video. A click
 * replaces it with the player, so the player's scripts load only for visitors who ask.
 */
export function playVideoFacades() {
  document.querySelectorAll<HTMLElement>("[data-video-facade]").forEach((facade) => {
    const play = facade.querySelector<HTMLAnchorElement>("a[data-video-play]");
    const poster = facade.querySelector("img");
    if (!play) return;
    play.addEventListener("click", (event) => {
      event.preventDefault();
      const player = document.createElement("iframe");
      player.src = play.href;
      player.title = facade.dataset.videoTitle ?? "";
      if (poster) {
        player.width = String(poster.width);
        player.height = String(poster.height);
      }
      player.allow = "autoplay; encrypted-media; fullscreen; picture-in-picture";
      player.allowFullscreen = true;
      player.referrerPolicy = "strict-origin-when-cross-origin";
      player.className = "absolute inset-0 h-full w-full border-0";
      facade.replaceChildren(player);
      player.focus();
    });
  });
}
