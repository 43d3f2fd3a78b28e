/*
 * The C floor for the scan backtracker (src/edgematch/scan/scan.ts): the same depth-first row
 * scan over the same tables, which the JavaScript search writes out (exportTables), so both
 * walk the same tree node for node and must report the same best board at the same node.
 * No restarts. Usage: scan TABLES NODES; prints "nodes best atNode deepest cpuSeconds".
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int *readArray(FILE *f, int *n) {
  if (fscanf(f, "%d", n) != 1) { fprintf(stderr, "scan: bad table file\n"); exit(2); }
  int *a = malloc(sizeof(int) * (*n > 0 ? *n : 1));
  for (int i = 0; i < *n; i++) if (fscanf(f, "%d", &a[i]) != 1) { fprintf(stderr, "scan: bad table file\n"); exit(2); }
  return a;
}

int main(int argc, char **argv) {
  if (argc != 3) { fprintf(stderr, "usage: scan TABLES NODES\n"); return 2; }
  FILE *f = fopen(argv[1], "r");
  if (!f) { fprintf(stderr, "scan: cannot read %s\n", argv[1]); return 2; }
  long long budget = atoll(argv[2]);
  int w, h, C, last, base, maxMiss, n;
  if (fscanf(f, "%d %d %d %d %d %d", &w, &h, &C, &last, &base, &maxMiss) != 6) { fprintf(stderr, "scan: bad header\n"); return 2; }
  int *list = readArray(f, &n), *start = readArray(f, &n), *exactEnd = readArray(f, &n), *keyEnd = readArray(f, &n);
  int *R = readArray(f, &n), *B = readArray(f, &n), *cellOf = readArray(f, &n), *maskOf = readArray(f, &n);
  int *needRight = readArray(f, &n), *needBottom = readArray(f, &n), *allowed = readArray(f, &n);
  int *fixedRight = readArray(f, &n), *fixedBottom = readArray(f, &n), *fixedUsed = readArray(f, &n);
  fclose(f);
  int cells = w * h;
  unsigned char *used = calloc(cells, 1);
  int *rightOf = malloc(sizeof(int) * cells), *bottomOf = malloc(sizeof(int) * cells);
  int *placed = malloc(sizeof(int) * (last + 1)), *idx = malloc(sizeof(int) * (last + 1));
  int *lim = malloc(sizeof(int) * (last + 1)), *split = malloc(sizeof(int) * (last + 1)), *cost = malloc(sizeof(int) * (last + 1));
  /* clue cells are not in the scan: their colours are there from the start */
  for (int i = 0; i < cells; i++) { rightOf[i] = fixedRight[i]; bottomOf[i] = fixedBottom[i]; used[i] = (unsigned char)fixedUsed[i]; }
  clock_t t0 = clock();
  long long nodes = 0, atNode = 0;
  int best = -1, bestCap = maxMiss, deepest = 0, p = 0;
  cost[0] = base;
  {
    int cell = cellOf[0], L = cell % w > 0 ? rightOf[cell - 1] : 0, T = cell >= w ? bottomOf[cell - w] : 0;
    int key = (maskOf[0] * C + L) * C + T;
    idx[0] = start[key]; split[0] = exactEnd[key]; lim[0] = keyEnd[key];
  }
  int cap = allowed[0] + base; if (cap > bestCap) cap = bestCap;
  while (nodes < budget) {
    int k = idx[p], end = lim[p], sp = split[p], c0 = cost[p], nr = needRight[p], nb = needBottom[p];
    int plain = nr < 0 && nb < 0, chosen = -1, next = 0;
    for (; k < end; k++) {
      int code = list[k];
      int c = k >= sp ? c0 + 1 : c0;
      if (!plain) { if (nr >= 0 && R[code] != nr) c++; if (nb >= 0 && B[code] != nb) c++; }
      if (c > cap) { if (plain) { k = end; break; } continue; }
      if (used[code >> 2]) continue;
      chosen = code; next = c; k++;
      break;
    }
    idx[p] = k;
    if (chosen < 0) {
      if (p == 0) break;
      p--;
      used[placed[p] >> 2] = 0;
      cap = allowed[p] + base; if (cap > bestCap) cap = bestCap;
      continue;
    }
    nodes++;
    int cell = cellOf[p];
    placed[p] = chosen;
    rightOf[cell] = R[chosen];
    bottomOf[cell] = B[chosen];
    cost[p + 1] = next;
    if (p + 1 >= deepest) {
      deepest = p + 1;
      if (p + 1 == last) {
        if (best < 0 || next < best) { best = next; atNode = nodes; }
        bestCap = best - 1;
        cap = allowed[p] + base; if (cap > bestCap) cap = bestCap;
        continue;
      }
    }
    used[chosen >> 2] = 1;
    p++;
    cap = allowed[p] + base; if (cap > bestCap) cap = bestCap;
    int nc = cellOf[p], L = nc % w > 0 ? rightOf[nc - 1] : 0, T = nc >= w ? bottomOf[nc - w] : 0;
    int key = (maskOf[p] * C + L) * C + T;
    idx[p] = start[key]; split[p] = exactEnd[key]; lim[p] = keyEnd[key];
  }
  double cpu = (double)(clock() - t0) / CLOCKS_PER_SEC;
  printf("%lld %d %lld %d %.6f\n", nodes, best < 0 ? -1 : maxMiss - best, atNode, deepest, cpu);
  return 0;
}
