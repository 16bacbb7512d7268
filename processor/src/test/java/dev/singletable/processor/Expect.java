package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/** Assertions on the diagnostics of one compilation. */
final class Expect {

  private Expect() {}

  /**
   * Asserts that {@code message} was printed exactly once, with exactly {@code text}, in
   * {@code file} on {@code line}.
   */
  static void only(Compilation compilation, Message message, JavaFileObject file, long line, String text) {
    count(compilation, message, 1);
    at(compilation, message, file, line, text);
  }

  /**
   * Asserts that the build failed with one error only: {@code message}, with exactly {@code text},
   * in {@code file} on {@code line}.
   */
  static void onlyError(Compilation compilation, Message message, JavaFileObject file, long line, String text) {
    only(compilation, message, file, line, text);
    assertThat(compilation).hadErrorCount(1);
  }

  /** Asserts that one diagnostic of {@code message} has exactly {@code text}, in {@code file} on {@code line}. */
  static void at(Compilation compilation, Message message, JavaFileObject file, long line, String text) {
    List<String> texts = messagesOf(compilation, message);
    assertTrue(texts.contains(text), () -> "no " + message.id() + " reads\n  " + text + "\nbut\n  "
        + String.join("\n  ", texts));
    if (message.kind() == Diagnostic.Kind.WARNING) {
      assertThat(compilation).hadWarningContaining(text).inFile(file).onLine(line);
    } else {
      assertThat(compilation).hadErrorContaining(text).inFile(file).onLine(line);
    }
  }

  /** Asserts how many diagnostics carry the id of {@code message}, and that they are of its kind. */
  static void count(Compilation compilation, Message message, int expected) {
    List<Diagnostic<? extends JavaFileObject>> found = withId(compilation, message);
    assertEquals(expected, found.size(), () -> message.id() + " printed " + found.size() + " times in\n"
        + compilation.diagnostics());
    found.forEach(d -> assertEquals(message.kind(), d.getKind(), d::toString));
  }

  /** The diagnostics that carry the id of {@code message}, in the order javac printed them. */
  static List<Diagnostic<? extends JavaFileObject>> withId(Compilation compilation, Message message) {
    return compilation.diagnostics().stream()
        .filter(d -> d.getMessage(Locale.ROOT).startsWith("[" + message.id() + "] "))
        .<Diagnostic<? extends JavaFileObject>>map(d -> d)
        .toList();
  }

  /** Asserts that the processor wrote no file at all: no source, no model file. */
  static void nothingGenerated(RecordingProcessor processor) {
    generatedExactly(processor);
    assertEquals(List.of(), processor.resourcePaths(), "model files written");
  }

  /** Asserts that the processor wrote exactly the source files {@code names}, given in sorted order. */
  static void generatedExactly(RecordingProcessor processor, String... names) {
    assertEquals(List.of(names), processor.generated());
  }

  /** Asserts that the build succeeded without a warning and generated (among others) the sources {@code names}. */
  static void succeededGenerating(Compilation compilation, String... names) {
    assertThat(compilation).succeededWithoutWarnings();
    for (String name : names) {
      assertThat(compilation).generatedSourceFile(name);
    }
  }

  private static List<String> messagesOf(Compilation compilation, Message message) {
    return withId(compilation, message).stream().map(d -> d.getMessage(Locale.ROOT)).toList();
  }
}
