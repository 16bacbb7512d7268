package dev.singletable.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.function.Predicate;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;

/**
 * A helper processor that writes one source file, once, in the first round that satisfies a
 * condition: it stands for another annotation processor running beside singletable.
 */
final class SourceWriter extends HelperProcessor {
  private final Predicate<RoundEnvironment> when;
  private final String name;
  private final String[] lines;
  private JavaFileObject written;

  private SourceWriter(Predicate<RoundEnvironment> when, String name, String... lines) {
    this.when = when;
    this.name = name;
    this.lines = lines;
  }

  /** Writes {@code name} in the first round. */
  static SourceWriter inFirstRound(String name, String... lines) {
    return new SourceWriter(round -> true, name, lines);
  }

  /** Writes {@code name} in the round whose root elements include the type {@code trigger}. */
  static SourceWriter after(String trigger, String name, String... lines) {
    return new SourceWriter(round -> round.getRootElements().stream()
        .anyMatch(e -> e instanceof TypeElement type && type.getQualifiedName().contentEquals(trigger)),
        name, lines);
  }

  @Override
  void onRound(RoundEnvironment round) {
    if (written == null && !round.processingOver() && when.test(round)) {
      try {
        written = processingEnv.getFiler().createSourceFile(name, new Element[0]);
        try (Writer writer = written.openWriter()) {
          writer.write(String.join("\n", lines));
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** The file written, for assertions on diagnostics in it; null until written. */
  JavaFileObject written() {
    return written;
  }
}
