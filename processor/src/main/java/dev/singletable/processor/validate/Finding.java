package dev.singletable.processor.validate;

import dev.singletable.processor.read.Location;
import javax.tools.Diagnostic;

/**
 * One problem a rule found: what, where, and the values for the message.
 *
 * @param message the catalogue entry
 * @param at the narrowest place that is wrong
 * @param text the formatted message
 */
public record Finding(Message message, Location at, String text) {

  public static Finding of(Message message, Location at, Object... args) {
    return new Finding(message, at, message.format(args));
  }

  public boolean isError() {
    return message.kind() == Diagnostic.Kind.ERROR;
  }
}
