package dev.singletable.benchmarks.sharding;

import dev.singletable.runtime.ListOptions;
import java.util.ArrayList;
import java.util.List;

/** A full traversal of one star's followers, page after page, and the check that it listed them all. */
record Traversal(List<String> followers, int pages) {

  /** Lists every follower of {@code star} in pages of {@code pageSize}, in ascending order. */
  static Traversal of(Variant.Lister lister, String star, int pageSize) {
    List<String> followers = new ArrayList<>();
    int pages = 0;
    ListOptions options = ListOptions.defaults().pageSize(pageSize);
    while (true) {
      Variant.Slice page = lister.page(star, options);
      pages++;
      followers.addAll(page.followers());
      if (page.cursor().isEmpty()) {
        return new Traversal(followers, pages);
      }
      options = options.after(page.cursor().get());
    }
  }

  /**
   * Fails unless this traversal listed exactly {@code expected}, in that order.
   *
   * @throws IllegalStateException naming {@code what}, the first position that differs and both ids there
   */
  Traversal requireFollowers(List<String> expected, String what) {
    if (expected.equals(followers)) {
      return this;
    }
    int i = 0;
    while (i < expected.size() && i < followers.size() && expected.get(i).equals(followers.get(i))) {
      i++;
    }
    throw new IllegalStateException(what + " listed " + followers.size() + " followers where "
        + expected.size() + " were written; the first difference is at position " + i + ": expected "
        + (i < expected.size() ? expected.get(i) : "the end") + ", listed "
        + (i < followers.size() ? followers.get(i) : "the end"));
  }
}
