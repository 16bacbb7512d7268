package dev.singletable.processor;

import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * A processor that stands for another one of the build, beside the processor under test: it sees
 * every round and claims no annotation, so that the processor under test sees them all too.
 */
abstract class HelperProcessor extends AbstractProcessor {

  @Override
  public final Set<String> getSupportedAnnotationTypes() {
    return Set.of("*");
  }

  @Override
  public final SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public final boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    onRound(round);
    return false;
  }

  /** What the helper does in each round, the last one included. */
  abstract void onRound(RoundEnvironment round);
}
