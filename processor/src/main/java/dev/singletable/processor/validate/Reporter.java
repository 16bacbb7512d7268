package dev.singletable.processor.validate;

import dev.singletable.processor.read.Location;
import java.util.List;
import javax.annotation.processing.Messager;

/** Prints findings through javac at their locations. */
public final class Reporter {
  private final Messager messager;

  public Reporter(Messager messager) {
    this.messager = messager;
  }

  /** Prints every finding; returns whether any of them is an error. */
  public boolean report(List<Finding> findings) {
    boolean errors = false;
    for (Finding finding : findings) {
      print(finding);
      errors |= finding.isError();
    }
    return errors;
  }

  /** Prints one finding. */
  public void report(Finding finding) {
    report(List.of(finding));
  }

  private void print(Finding finding) {
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
