package dev.singletable.processor;

import dev.singletable.processor.read.Location;
import dev.singletable.processor.validate.Finding;
import dev.singletable.processor.validate.Message;
import dev.singletable.processor.validate.Reporter;
import java.io.PrintWriter;
import java.io.StringWriter;
import javax.lang.model.element.Element;

/**
 * Runs the processor's steps one element at a time, so that an exception inside the processor
 * becomes an internal error on that element, with its stack trace, and never a javac crash; the
 * other elements carry on.
 */
final class Guard {
  private final Reporter reporter;

  Guard(Reporter reporter) {
    this.reporter = reporter;
  }

  /** Runs one step for one element; an exception becomes an error on that element. */
  void run(Element element, Runnable step) {
    try {
      step.run();
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      StringWriter trace = new StringWriter();
      e.printStackTrace(new PrintWriter(trace));
      reporter.print(Finding.of(element, Message.INTERNAL_ERROR, Location.of(element), element, trace));
    }
  }
}
