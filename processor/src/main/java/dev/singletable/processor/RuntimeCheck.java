package dev.singletable.processor;

import dev.singletable.processor.read.Annotations;
import dev.singletable.processor.validate.Message;
import dev.singletable.processor.validate.Reporter;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * Checks, once per compilation, that the compile class path has singletable-runtime of the
 * processor's own version. Generated code calls the runtime's {@code internal} helpers, which change
 * between versions without notice: against another runtime it would fail at run time with {@code
 * NoSuchMethodError}, and without one it would not compile, with a "cannot find symbol" per call.
 * Either is one error instead, at no place in the sources, and nothing is generated.
 *
 * <p>The runtime's version is the constant {@code RuntimeVersion.VERSION}, read through {@link
 * Elements} (the processor never loads a class of the user's class path); the processor's is
 * {@link ProcessorVersion#VERSION}. Both are the Maven project version of their jar.
 */
final class RuntimeCheck {
  static final String VERSION_TYPE = "dev.singletable.runtime.internal.RuntimeVersion";
  private static final Set<String> RECORDS = Set.of(Annotations.EDGE, Annotations.NODE);

  private final Function<Elements, Optional<String>> runtimeVersion;
  private final String processorVersion;
  private boolean checked;
  private boolean passed;

  /**
   * A check of the version that {@code runtimeVersion} finds (empty when there is no runtime)
   * against {@code processorVersion}.
   */
  RuntimeCheck(Function<Elements, Optional<String>> runtimeVersion, String processorVersion) {
    this.runtimeVersion = runtimeVersion;
    this.processorVersion = processorVersion;
  }

  /**
   * The value of {@code RuntimeVersion.VERSION} on the compile class path (or among the sources),
   * or empty when there is no such type, or it has no such String constant.
   */
  static Optional<String> onClassPath(Elements elements) {
    TypeElement type = elements.getTypeElement(VERSION_TYPE);
    if (type == null) {
      return Optional.empty();
    }
    return ElementFilter.fieldsIn(type.getEnclosedElements()).stream()
        .filter(field -> field.getSimpleName().contentEquals("VERSION"))
        .map(VariableElement::getConstantValue)
        .filter(String.class::isInstance)
        .map(String.class::cast)
        .findFirst();
  }

  /**
   * Whether the processor may go on with this round. The first round that has {@code @Edge} or
   * {@code @Node} types (among {@code annotations}, the round's annotation types) runs the check,
   * printing an error if it fails; its answer holds for the rest of the compilation. Rounds before
   * it may go on, since they generate nothing.
   */
  boolean allows(Set<? extends TypeElement> annotations, Elements elements, Reporter reporter) {
    if (!checked && annotations.stream().anyMatch(a -> RECORDS.contains(a.getQualifiedName().toString()))) {
      checked = true;
      passed = check(elements, reporter);
    }
    return !checked || passed;
  }

  private boolean check(Elements elements, Reporter reporter) {
    Optional<String> found = runtimeVersion.apply(elements);
    if (found.isEmpty()) {
      reporter.printUnplaced(Message.RUNTIME_MISSING, VERSION_TYPE, processorVersion);
      return false;
    }
    if (!found.get().equals(processorVersion)) {
      reporter.printUnplaced(Message.RUNTIME_VERSION, processorVersion, found.get(), processorVersion);
      return false;
    }
    return true;
  }
}
