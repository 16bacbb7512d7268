package dev.singletable.apicheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What changed between a dump and the compiled classes, block by block: the lines only the dump has
 * ({@code -}) and those only the classes have ({@code +}), in order, as a diff shows them. A member
 * whose signature changed is one of each.
 */
final class ApiDiff {

  /**
   * One block that differs.
   *
   * @param name the class (or processor) it is
   * @param section its part of the dump
   * @param what "added", "removed" or "changed"
   * @param lines its lines, each starting with {@code "- "} or {@code "+ "}
   */
  record Change(String name, ApiType.Section section, String what, List<String> lines) {}

  private ApiDiff() {}

  /** The blocks that differ between two dumps' texts, by name. */
  static List<Change> between(String before, String now) {
    return between(ApiDump.parse(before), ApiDump.parse(now));
  }

  private static List<Change> between(Map<String, ApiType> before, Map<String, ApiType> now) {
    List<Change> changes = new ArrayList<>();
    for (String name : union(before, now)) {
      ApiType old = before.get(name);
      ApiType current = now.get(name);
      List<String> lines = diff(old == null ? List.of() : lines(old), current == null ? List.of() : lines(current));
      if (!lines.isEmpty()) {
        String what = old == null ? "added" : current == null ? "removed" : "changed";
        changes.add(new Change(name, (current != null ? current : old).section(), what, lines));
      }
    }
    return changes;
  }

  /**
   * The changes as the build prints them:
   * <pre>
   *   dev.singletable.runtime.Listing (changed)
   *     + public dev.singletable.runtime.Page&lt;E&gt; firstPage()
   *     - public dev.singletable.runtime.Page&lt;E&gt; page()
   * </pre>
   */
  static String render(List<Change> changes) {
    StringBuilder text = new StringBuilder();
    for (Change change : changes) {
      text.append("  ").append(change.name()).append(" (").append(change.what());
      if (change.section() == ApiType.Section.CONTRACT) {
        text.append(", generated-code contract");
      }
      text.append(")\n");
      change.lines().forEach(line -> text.append("    ").append(line).append('\n'));
    }
    return text.toString();
  }

  private static List<String> lines(ApiType type) {
    List<String> lines = new ArrayList<>();
    lines.add(type.declaration());
    lines.addAll(type.members());
    return lines;
  }

  private static Set<String> union(Map<String, ApiType> before, Map<String, ApiType> now) {
    Set<String> names = new TreeSet<>(before.keySet());
    names.addAll(now.keySet());
    return names;
  }

  /** The lines not in the longest common subsequence of {@code old} and {@code now}, marked. */
  static List<String> diff(List<String> old, List<String> now) {
    int[][] common = new int[old.size() + 1][now.size() + 1];
    for (int i = old.size() - 1; i >= 0; i--) {
      for (int j = now.size() - 1; j >= 0; j--) {
        common[i][j] = old.get(i).equals(now.get(j))
            ? common[i + 1][j + 1] + 1
            : Math.max(common[i + 1][j], common[i][j + 1]);
      }
    }
    List<String> lines = new ArrayList<>();
    int i = 0;
    int j = 0;
    while (i < old.size() || j < now.size()) {
      if (i < old.size() && j < now.size() && old.get(i).equals(now.get(j))) {
        i++;
        j++;
      } else if (j == now.size() || i < old.size() && common[i + 1][j] >= common[i][j + 1]) {
        lines.add("- " + old.get(i++));
      } else {
        lines.add("+ " + now.get(j++));
      }
    }
    return lines;
  }
}
