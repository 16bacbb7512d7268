package dev.singletable.processor.validate;

import dev.singletable.processor.read.Location;
import javax.annotation.processing.Messager;

/** Prints findings through javac at their locations. */
public final class Reporter {
  private final Messager messager;

  public Reporter(Messager messager) {
    this.messager = messager;
  }

  /** Prints every finding of {@code report}. */
  public void print(Report report) {
    report.findings().forEach(this::print);
  }

  /** Prints {@code message} at no place in the sources: for what javac was given, not what a source says. */
  public void printUnplaced(Message message, Object... args) {
    messager.printMessage(message.kind(), message.format(args));
  }

  /** Prints one finding. */
  public void print(Finding finding) {
    Location at = finding.at();
    if (at.annotation() == null) {
      messager.printMessage(finding.message().kind(), finding.text(), at.element());
    } else if (at.value() == null) {
      messager.printMessage(finding.message().kind(), finding.text(), at.element(), at.annotation());
    } else {
      messager.printMessage(finding.message().kind(), finding.text(), at.element(), at.annotation(), at.value());
    }
  }
}
