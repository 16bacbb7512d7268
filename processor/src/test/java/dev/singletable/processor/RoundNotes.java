package dev.singletable.processor;

import javax.annotation.processing.RoundEnvironment;
import javax.tools.Diagnostic;

/**
 * A helper processor that prints a note at the start of every round, so that a test can tell in
 * which round another processor printed a diagnostic. Run it before the processor under test.
 */
final class RoundNotes extends HelperProcessor {
  static final String LAST_ROUND = "round notes: last round";

  private int round;

  @Override
  void onRound(RoundEnvironment environment) {
    round++;
    processingEnv.getMessager().printMessage(Diagnostic.Kind.NOTE,
        environment.processingOver() ? LAST_ROUND : "round notes: round " + round);
  }
}
