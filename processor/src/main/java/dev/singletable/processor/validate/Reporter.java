package dev.singletable.processor.validate;

import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.singletable.processor.read.Location;
import java.util.Optional;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;

/**
 * Prints findings through javac at their locations. A finding on one of several repeated annotations
 * is printed at its place in the source tree when javac's {@link Trees} are at hand (not under a
 * build tool that wraps the processing environment); else on the record, as javac places it.
 */
public final class Reporter {
  private final Messager messager;
  private final Trees trees;

  private Reporter(Messager messager, Trees trees) {
    this.messager = messager;
    this.trees = trees;
  }

  /** A reporter on {@code environment}'s messager, with its source trees if it is javac's own. */
  public static Reporter of(ProcessingEnvironment environment) {
    Trees trees;
    try {
      trees = Trees.instance(environment);
    } catch (IllegalArgumentException notJavacs) {
      trees = null;
    }
    return new Reporter(environment.getMessager(), trees);
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
    Optional<TreePath> repeated = at.repeated() == null || trees == null ? Optional.empty()
        : at.repeated().find(trees, at.element());
    if (repeated.isPresent()) {
      trees.printMessage(finding.message().kind(), finding.text(), repeated.get().getLeaf(),
          repeated.get().getCompilationUnit());
    } else if (at.annotation() == null) {
      messager.printMessage(finding.message().kind(), finding.text(), at.element());
    } else if (at.value() == null) {
      messager.printMessage(finding.message().kind(), finding.text(), at.element(), at.annotation());
    } else {
      messager.printMessage(finding.message().kind(), finding.text(), at.element(), at.annotation(), at.value());
    }
  }
}
