package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of the repository's Markdown (the README, ARCHITECTURE.md, CHANGELOG.md,
 * CONTRIBUTING.md, DEVELOPERS.md and {@code docs/}) names a file that exists, and every {@code #anchor}
 * a heading of that file, as GitHub makes anchors from headings.
 */
class DocsLinksTest {
  private static final Path ROOT = Path.of("..");
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
  private static final Pattern HEADING = Pattern.compile("^#+\\s+(.*)$");

  @Test
  void everyRelativeLinkResolves() throws IOException {
    List<Path> pages = pages();
    assertTrue(pages.size() > 40, "found only " + pages.size() + " pages");
    List<String> broken = new ArrayList<>();
    for (Path page : pages) {
      List<String> lines = prose(Files.readAllLines(page));
      for (int i = 0; i < lines.size(); i++) {
        Matcher link = LINK.matcher(lines.get(i));
        while (link.find()) {
          String target = link.group(1);
          if (target.contains("://") || target.startsWith("mailto:")) {
            continue;
          }
          int hash = target.indexOf('#');
          String file = hash < 0 ? target : target.substring(0, hash);
          Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
          String where = ROOT.relativize(page).toString().replace('\\', '/') + ":" + (i + 1) + ": ";
          if (!Files.exists(resolved)) {
            broken.add(where + "no file " + target);
          } else if (hash >= 0 && resolved.toString().endsWith(".md")
              && !anchors(resolved).contains(target.substring(hash + 1))) {
            broken.add(where + "no heading for " + target);
          }
        }
      }
    }
    assertEquals(List.of(), broken);
  }

  @Test
  void anchorsAreMadeAsGitHubMakesThem() {
    assertEquals(Set.of("createifmissing-and-an-existing-table", "javac-the-decision", "javac-the-decision-1"),
        anchorsOf(List.of("## `createIfMissing` and an existing table", "### javac: the decision",
            "## javac: the decision")));
  }

  private static List<Path> pages() throws IOException {
    List<Path> pages = new ArrayList<>();
    for (String name : List.of("README.md", "ARCHITECTURE.md", "CHANGELOG.md", "CONTRIBUTING.md",
        "DEVELOPERS.md")) {
      pages.add(ROOT.resolve(name));
    }
    try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    return pages;
  }

  /** The lines outside fenced code blocks; the others are blanked, so line numbers stay right. */
  private static List<String> prose(List<String> lines) {
    List<String> prose = new ArrayList<>();
    boolean code = false;
    for (String line : lines) {
      if (line.startsWith("```")) {
        code = !code;
        prose.add("");
      } else {
        prose.add(code ? "" : line);
      }
    }
    return prose;
  }

  private static Set<String> anchors(Path page) {
    try {
      return anchorsOf(prose(Files.readAllLines(page)));
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** Lower case, punctuation other than {@code -} and {@code _} dropped, spaces made {@code -}; repeats numbered. */
  private static Set<String> anchorsOf(List<String> lines) {
    Set<String> anchors = new HashSet<>();
    Map<String, Integer> seen = new HashMap<>();
    for (String line : lines) {
      Matcher heading = HEADING.matcher(line);
      if (heading.matches()) {
        String slug = heading.group(1).trim().toLowerCase(Locale.ROOT)
            .replaceAll("[^\\p{L}\\p{N}_\\- ]", "").replace(' ', '-');
        int n = seen.merge(slug, 1, Integer::sum) - 1;
        anchors.add(n == 0 ? slug : slug + "-" + n);
      }
    }
    return anchors;
  }
}
