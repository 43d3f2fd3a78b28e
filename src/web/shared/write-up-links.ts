/** Fills a list with links to the write-ups of its `data-write-ups` family (docs/ names starting with it). */
export function writeUpLinks(list: HTMLElement, writeUps: readonly { name: string; title: string }[], notesDir: string): void {
  const family = list.dataset['writeUps'] ?? '';
  for (const w of writeUps.filter((x) => x.name === family || x.name.startsWith(`${family}-`))) {
    const li = document.createElement('li'), a = document.createElement('a');
    a.href = `${notesDir}index.html?doc=${encodeURIComponent(w.name)}`;
    a.textContent = `Write-up: ${w.title}`;
    li.append(a);
    list.append(li);
  }
}
