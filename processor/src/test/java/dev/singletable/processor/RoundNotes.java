package dev.singletable.processor;

import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * A helper processor that prints a note at the start of every round, so that a test can tell in
 * which round another processor printed a diagnostic. Run it before the processor under test.
 */
final class RoundNotes extends AbstractProcessor {
  static final String LAST_ROUND = "round notes: last round";

  private int round;

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of("*");
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment environment) {
    round++;
    processingEnv.getMessager().printMessage(Diagnostic.Kind.NOTE,
        environment.processingOver() ? LAST_ROUND : "round notes: round " + round);
    return false;
  }
}
