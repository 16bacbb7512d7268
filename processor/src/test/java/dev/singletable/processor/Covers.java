package dev.singletable.processor;

import dev.singletable.processor.validate.Message;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the negative test of one {@link Message}: it compiles a source that triggers the message
 * and asserts its text, file and line. A parameterized test may cover two messages that differ only
 * in values, one message per case. {@link DiagnosticsCoverageTest} fails when a message has none,
 * or has two.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@interface Covers {
  Message[] value();
}
