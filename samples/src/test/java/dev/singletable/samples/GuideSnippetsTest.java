package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * Every {@code ```java} block of the README and of {@code docs/guide/} is checked, as its page says on
 * the line before it:
 *
 * <ul>
 *   <li>{@code <!-- compiled: Type name, ... -->}: the block is compiled as the body of a method taking
 *       those parameters, against the sample's generated classes and this module's test records;
 *   <li>{@code <!-- compiled as members: Type name; ... -->}: as the body of a class with those fields
 *       (records, test classes, test methods);
 *   <li>{@code <!-- lines of: path -->}: every line of code in the block, its trailing comment left
 *       out, is a line of that file (a test that runs it), so the page shows what the test runs;
 *   <li>{@code <!-- not compiled; see: path -->}: an excerpt that cannot stand alone; the file that
 *       holds the real code exists.
 * </ul>
 *
 * <p>A block without one of these fails the test, and so does a compile error, with the page and line.
 */
class GuideSnippetsTest {
  private static final Path ROOT = Path.of("..");
  private static final Pattern DIRECTIVE = Pattern.compile(
      "<!-- (compiled(?: as members)?|lines of|not compiled; see)(?::\\s*(.*?))?\\s*-->");

  private static final String IMPORTS = String.join("\n",
      "import static org.junit.jupiter.api.Assertions.*;",
      "import dev.singletable.annotations.*;",
      "import dev.singletable.it.MainTable;",
      "import dev.singletable.it.Profile;",
      "import dev.singletable.it.ProfileRepository;",
      "import dev.singletable.it.ProfileUpdate;",
      "import dev.singletable.it.Tag;",
      "import dev.singletable.it.TagRepository;",
      "import dev.singletable.runtime.*;",
      "import dev.singletable.samples.social.*;",
      "import dev.singletable.shop.*;",
      "import dev.singletable.testing.*;",
      "import java.nio.file.Path;",
      "import java.time.*;",
      "import java.util.*;",
      "import java.util.concurrent.*;",
      "import java.util.stream.*;",
      "import org.junit.jupiter.api.Test;",
      "import org.junit.jupiter.api.extension.RegisterExtension;",
      "import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;",
      "import software.amazon.awssdk.core.async.SdkPublisher;",
      "import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;",
      "import software.amazon.awssdk.services.dynamodb.DynamoDbClient;",
      "import software.amazon.awssdk.services.dynamodb.model.AttributeValue;",
      "import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;",
      "");

  /** One {@code ```java} block: where it is, what its page says about it, and its code. */
  record Snippet(Path page, int line, String kind, String argument, String code) {
    String where() {
      return ROOT.relativize(page).toString().replace('\\', '/') + ":" + line;
    }
  }

  @Test
  void everySnippetIsCheckedAsItsPageSays() throws IOException {
    List<Snippet> snippets = snippets();
    assertTrue(snippets.size() > 20, "found only " + snippets.size() + " java blocks");
    List<JavaFileObject> sources = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    for (Snippet snippet : snippets) {
      switch (snippet.kind()) {
        case "compiled", "compiled as members" -> sources.add(source(snippet, sources.size()));
        case "lines of" -> problems.addAll(linesMissing(snippet));
        case "not compiled; see" -> {
          if (!Files.isRegularFile(ROOT.resolve(snippet.argument()))) {
            problems.add(snippet.where() + ": no file " + snippet.argument());
          }
        }
        default -> problems.add(snippet.where() + ": a java block needs a directive on the line before it"
            + " (see GuideSnippetsTest)");
      }
    }
    problems.addAll(compile(sources));
    assertEquals(List.of(), problems);
  }

  @Test
  void aBrokenSnippetIsReportedWithItsPage() {
    Snippet broken = new Snippet(ROOT.resolve("docs/guide/x.md"), 7, "compiled", "FollowRepository follows",
        "follows.noSuchMethod();");
    List<String> problems = compile(List.of(source(broken, 0)));
    assertEquals(1, problems.size(), problems.toString());
    assertTrue(problems.get(0).startsWith("docs/guide/x.md:8: "), problems.get(0));
  }

  private static List<Snippet> snippets() throws IOException {
    List<Path> pages = new ArrayList<>();
    pages.add(ROOT.resolve("README.md"));
    try (Stream<Path> guide = Files.list(ROOT.resolve("docs/guide"))) {
      guide.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    List<Snippet> snippets = new ArrayList<>();
    for (Path page : pages) {
      List<String> lines = Files.readAllLines(page);
      for (int i = 0; i < lines.size(); i++) {
        if (!lines.get(i).trim().equals("```java")) {
          continue;
        }
        Matcher directive = i > 0 ? DIRECTIVE.matcher(lines.get(i - 1).trim()) : null;
        boolean directed = directive != null && directive.matches();
        int end = i + 1;
        while (end < lines.size() && !lines.get(end).trim().equals("```")) {
          end++;
        }
        assertFalse(end == lines.size(), page + ":" + (i + 1) + ": a java block that never ends");
        snippets.add(new Snippet(page, i + 1, directed ? directive.group(1) : "none",
            directed && directive.group(2) != null ? directive.group(2) : "",
            String.join("\n", lines.subList(i + 1, end))));
        i = end;
      }
    }
    return snippets;
  }

  /** The snippet inside a class of its own, so that its errors point back at its page. */
  private static JavaFileObject source(Snippet snippet, int index) {
    String name = "Snippet" + index;
    String head;
    String tail;
    if (snippet.kind().equals("compiled")) {
      head = "@SuppressWarnings(\"all\") class " + name + " {\n  void run(" + snippet.argument() + ") throws Exception {\n";
      tail = "\n  }\n}\n";
    } else {
      String fields = snippet.argument().isBlank() ? "" : snippet.argument().trim().replaceAll(";?$", ";");
      head = "@SuppressWarnings(\"all\") class " + name + " {\n" + fields + "\n";
      tail = "\n}\n";
    }
    String prefix = "package guide;\n" + IMPORTS + head;
    int firstLine = prefix.split("\n", -1).length;
    String text = prefix + snippet.code() + tail;
    return new SnippetSource(name, text, snippet, firstLine);
  }

  private static List<String> compile(List<JavaFileObject> sources) {
    if (sources.isEmpty()) {
      return List.of();
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Path out;
    try {
      out = Files.createTempDirectory("guide-snippets");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<String> options = List.of("-proc:none", "-d", out.toString(), "-classpath",
        System.getProperty("java.class.path"));
    StringWriter log = new StringWriter();
    boolean compiled = javac.getTask(log, null, diagnostics, options, null, sources).call();
    List<String> problems = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() != Diagnostic.Kind.ERROR) {
        continue;
      }
      if (d.getSource() instanceof SnippetSource s) {
        long line = s.snippet.line() + d.getLineNumber() - s.firstLine + 1;
        problems.add(ROOT.relativize(s.snippet.page()).toString().replace('\\', '/') + ":" + line + ": "
            + d.getMessage(Locale.ROOT));
      } else {
        problems.add(d.toString());
      }
    }
    if (!compiled && problems.isEmpty()) {
      fail("javac failed without an error: " + log);
    }
    return problems;
  }

  private static List<String> linesMissing(Snippet snippet) throws IOException {
    Path file = ROOT.resolve(snippet.argument());
    if (!Files.isRegularFile(file)) {
      return List.of(snippet.where() + ": no file " + snippet.argument());
    }
    List<String> fileLines = Files.readAllLines(file).stream().map(GuideSnippetsTest::code).toList();
    List<String> missing = new ArrayList<>();
    String[] lines = snippet.code().split("\n");
    for (int i = 0; i < lines.length; i++) {
      String code = code(lines[i]);
      if (!code.isEmpty() && !fileLines.contains(code)) {
        missing.add(snippet.page().getFileName() + ":" + (snippet.line() + i + 1) + ": not a line of "
            + snippet.argument() + ": " + code);
      }
    }
    return missing;
  }

  /** A line without its indentation and trailing {@code //} comment. */
  private static String code(String line) {
    String trimmed = line.trim();
    int comment = trimmed.indexOf("//");
    return (comment < 0 ? trimmed : trimmed.substring(0, comment)).trim();
  }

  private static final class SnippetSource extends SimpleJavaFileObject {
    final String text;
    final Snippet snippet;
    final int firstLine;

    SnippetSource(String name, String text, Snippet snippet, int firstLine) {
      super(URI.create("string:///guide/" + name + ".java"), Kind.SOURCE);
      this.text = text;
      this.snippet = snippet;
      this.firstLine = firstLine;
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return text;
    }
  }
}
