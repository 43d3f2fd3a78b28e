/**
 * The navigation bar's button on a phone (the bar every page shares, site-header.part.html): the
 * bar is folded behind it, and it opens and closes the bar; Escape closes it and gives the focus
 * back to the button. On wider screens the button is not shown and the bar always is (style.css).
 */
const button = document.querySelector<HTMLButtonElement>('header.site .nav-toggle');
const nav = document.getElementById('site-nav');
if (button && nav) {
  const open = (yes: boolean) => button.setAttribute('aria-expanded', String(yes));
  button.addEventListener('click', () => open(button.getAttribute('aria-expanded') !== 'true'));
  nav.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || button.getAttribute('aria-expanded') !== 'true') return;
    open(false);
    button.focus();
  });
}
