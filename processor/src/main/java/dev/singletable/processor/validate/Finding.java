package dev.singletable.processor.validate;

import dev.singletable.processor.read.Location;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/**
 * One problem a rule found: whom it is about, what, where, and the values for the message.
 *
 * @param subject the record (or other annotated element) that an error keeps from being generated;
 *     it need not be where the finding points
 * @param message the catalogue entry
 * @param at the narrowest place that is wrong
 * @param text the formatted message
 */
public record Finding(Element subject, Message message, Location at, String text) {

  public static Finding of(Element subject, Message message, Location at, Object... args) {
    return new Finding(subject, message, at, message.format(args));
  }

  public boolean isError() {
    return message.kind() == Diagnostic.Kind.ERROR;
  }
}
