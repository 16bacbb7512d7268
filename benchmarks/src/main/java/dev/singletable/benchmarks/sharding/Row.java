package dev.singletable.benchmarks.sharding;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * One measured traversal setting: a star's {@code followers}, listed in pages of {@code pageSize}
 * through the {@code mode} ("sync", "sync-parallel" or "async") repository of the edge type with {@code shards}
 * shards. The counts are exact and the same on every run; {@code nanos} holds each timed run.
 */
record Row(int followers, int pageSize, String mode, int shards, int pages, long queries, long items,
    double units, List<Long> nanos) {

  /** The median wall time of the timed runs, in milliseconds. */
  double medianMillis() {
    List<Long> sorted = new ArrayList<>(nanos);
    Collections.sort(sorted);
    int n = sorted.size();
    double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0;
    return median / 1e6;
  }

  /** The Markdown table of {@code rows}, each compared with the unsharded row of its setting. */
  static String markdown(List<Row> rows) {
    StringBuilder out = new StringBuilder();
    out.append("| followers | page | listing | shards | Queries | Queries a page | items read | items a Query"
        + " | read units | median ms (min-max) | ms a page | time × unsharded |\n");
    out.append("|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (Row row : rows) {
      Row unsharded = rows.stream().filter(r -> r.shards == 1 && r.followers == row.followers
          && r.pageSize == row.pageSize && r.mode.equals(row.mode)).findFirst().orElse(row);
      out.append(String.format(Locale.ROOT,
          "| %,d | %,d | %s | %d | %,d | %.2f | %,d | %,.1f | %,.1f | %,.0f (%,.0f-%,.0f) | %,.2f | %.2fx |%n",
          row.followers, row.pageSize, row.mode, row.shards, row.queries, (double) row.queries / row.pages,
          row.items, (double) row.items / row.queries, row.units, row.medianMillis(),
          Collections.min(row.nanos) / 1e6, Collections.max(row.nanos) / 1e6, row.medianMillis() / row.pages,
          row.medianMillis() / unsharded.medianMillis()));
    }
    return out.toString();
  }
}
