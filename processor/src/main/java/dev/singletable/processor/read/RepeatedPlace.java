package dev.singletable.processor.read;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * One of several annotations of one type on a type, which javac hands the processor inside their
 * container ({@code @Index.List}): javac places a diagnostic given such a mirror on the type's
 * declaration instead, so this finds the annotation, and the value of {@code member}, in the source.
 *
 * @param annotation the qualified name of the repeated annotation, e.g. {@code dev.singletable.annotations.Index}
 * @param ordinal which of the annotations of that type on the type it is, in source order, from 0
 * @param member the member whose value to point at, or null for the whole annotation
 */
public record RepeatedPlace(String annotation, int ordinal, String member) {

  /** The tree of the annotation's value (or of the annotation) in {@code element}'s source, if it has one. */
  public Optional<TreePath> find(Trees trees, Element element) {
    TreePath type = trees.getPath(element);
    if (type == null || !(type.getLeaf() instanceof ClassTree declaration)) {
      return Optional.empty();
    }
    TreePath modifiers = new TreePath(type, declaration.getModifiers());
    int seen = 0;
    for (AnnotationTree tree : declaration.getModifiers().getAnnotations()) {
      TreePath path = new TreePath(modifiers, tree);
      Element named = trees.getElement(new TreePath(path, tree.getAnnotationType()));
      if (named instanceof TypeElement written && written.getQualifiedName().contentEquals(annotation)
          && seen++ == ordinal) {
        return Optional.of(member == null ? path : valueOf(path, tree));
      }
    }
    return Optional.empty();
  }

  /** The tree of {@code member = value} in {@code annotation}, else the annotation's. */
  private TreePath valueOf(TreePath path, AnnotationTree annotation) {
    for (ExpressionTree argument : annotation.getArguments()) {
      if (argument instanceof AssignmentTree assignment && assignment.getVariable() instanceof IdentifierTree name
          && name.getName().contentEquals(member)) {
        return new TreePath(new TreePath(path, assignment), assignment.getExpression());
      }
    }
    return path;
  }
}
